export { insertUser } from './repository';
export { administrator } from './first-admin';
