import { Text } from '@mantine/core';

/** A signed quantity: what came in green with its +, what went out red, nothing moved grey. */
export const QuantityChange = ({ value }: { value: number }) => (
  <Text span fw={600} c={value > 0 ? 'teal.9' : value < 0 ? 'red.9' : 'dimmed'} dir="ltr">
    {value > 0 ? `+${value}` : value}
  </Text>
);
