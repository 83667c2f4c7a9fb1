// A list of distinct strings and each one's index in it, in the order first seen: how a compact
// catalogue sent to the browser (the filters panel's, the player rows') names a provider or a
// collection once and refers to it by number in every game.
export interface InternedStrings {
  readonly list: string[];
  readonly indexOf: (value: string) => number;
}

export const internedStrings = (): InternedStrings => {
  const list: string[] = [];
  const at = new Map<string, number>();
  return {
    list,
    indexOf: (value) => {
      let index = at.get(value);
      if (index === undefined) {
        index = list.length;
        list.push(value);
        at.set(value, index);
      }
      return index;
    },
  };
};
