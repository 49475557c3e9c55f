export { recallRoutes } from './routes';
