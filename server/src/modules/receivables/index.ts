export { receiptRoutes, receivableRoutes } from './routes';
