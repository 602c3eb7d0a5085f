/** First character of the real name plus 先生 for sex 1, otherwise 小姐. */
export function displayName(realName: string, sex: number): string {
  const first = Array.from(realName.trim())[0] ?? '';
  if (!first) return '';
  return `${first}${sex === 1 ? '先生' : '小姐'}`;
}
