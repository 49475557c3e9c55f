import screens from './screens.json';

/** The signed-in screens' texts; the API's messages are their own English keys. */
export default screens as Record<string, string>;
