/** Numbers, money and percentages in the user's language. */
export function formatters(language: string, currency: string) {
  const number = new Intl.NumberFormat(language);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    number: (n: number) => number.format(n),
    money: (n: number) => money.format(n),
    percent: (n: number) => percent.format(n),
    /** A signed change: +12.5% / −3%. */
    change: (n: number) => `${n > 0 ? '+' : ''}${percent.format(n)}%`,
    day: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
  };
}
export type Formatters = ReturnType<typeof formatters>;
