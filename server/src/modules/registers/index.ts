/** The prescriptions kept with sales, the ordonnancier and the narcotics register: what sales and returns write, and the routes. */
export { recordDispensing, recordReturns } from './dispensing';
export { registerRoutes } from './routes';
