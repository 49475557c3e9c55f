import { z } from 'zod';
import { asTyped } from './asTyped';

/**
 * A form rule on a NumberInput's value, read as the number on screen: '5.00' is 5 even before the
 * field loses focus (it was refused, and Enter then did nothing). An empty field stays '' so that
 * the rule's 'required' message applies.
 */
export const typedNumber = <T extends z.ZodType>(schema: T) => z.preprocess(asTyped, schema);
