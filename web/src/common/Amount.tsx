import { formatMoney } from './money';

/**
 * An amount isolated from the text around it: in an Arabic sentence `19,00 DH` stays as written
 * instead of being reordered to `DH 19,00`, and a minus stays in front (`-25,00 DH`, not `25,00 DH-`).
 */
export const Amount = ({ value }: { value: number }) => <bdi dir="ltr">{formatMoney(value)}</bdi>;
