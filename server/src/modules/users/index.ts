export { insertUser } from './repository';
