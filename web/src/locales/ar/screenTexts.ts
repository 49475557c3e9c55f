import screens from './screens.json';
import messages from '@hanout/contract/src/messages/ar.json';

/** The signed-in screens' texts, with the API's messages that forms validating with the contract show. */
export default { ...screens, ...messages } as Record<string, string>;
