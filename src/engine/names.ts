/** How the engine names things in its English text (the data's names are in data/names.ts). */
export function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
