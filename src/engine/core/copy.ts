/**
 * A deep copy of plain JSON data (the game state: objects, arrays, strings, numbers, booleans,
 * null). Several times faster than `structuredClone`, which has to handle every kind of value and
 * shared references; the state has neither. Keys keep their order, so the copy stringifies the same.
 */
export function deepCopy<T>(value: T): T {
  return (typeof value === 'object' && value !== null ? copyValue(value) : value) as T;
}

function copyValue(v: object): object {
  if (Array.isArray(v)) {
    const out = v.slice();
    for (let i = 0; i < out.length; i++) {
      const e = out[i];
      if (typeof e === 'object' && e !== null) out[i] = copyValue(e);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const e = (v as Record<string, unknown>)[k];
    out[k] = typeof e === 'object' && e !== null ? copyValue(e) : e;
  }
  return out;
}
