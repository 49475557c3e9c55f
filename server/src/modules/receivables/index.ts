export { receiptRoutes, receivableListRoutes, receivableRoutes } from './routes';
