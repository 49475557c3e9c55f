import { formatMoney } from './money';

/**
 * An amount isolated from the text around it: in an Arabic sentence `19,00 DH` stays as written
 * instead of being reordered to `DH 19,00`.
 */
export const Amount = ({ value }: { value: number }) => <bdi>{formatMoney(value)}</bdi>;
