export { stocktakeRoutes } from './routes';
