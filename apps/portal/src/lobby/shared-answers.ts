// One browser fetch shared by every part of the page that asks for the same thing (the rows of a
// lobby each ask for its catalogue as they mount): callers that come while it is in flight, or after
// it came, get the same answer. A failure is told once, by the fetch that failed, not once per row
// (the spec's snackbar once), and is not kept: the next caller fetches again; its fetch failing too
// (a row drawn later, as it comes near) is the same failure and is not told again until an answer
// has come. An answer that came is
// also there at once (`settled`): a lobby drawn again on coming back draws its browser rows in its
// first frame, as they were, not a moment later.

export interface SharedAnswers<T> {
  (key: string, load: () => Promise<T>, onFailure: (error: unknown) => void): Promise<T>;
  /** The answer that came for the key, if one did (none while in flight or after a failure). */
  readonly settled: (key: string) => T | undefined;
}

export const createSharedAnswers = <T>(): SharedAnswers<T> => {
  const answers = new Map<string, Promise<T>>();
  const came = new Map<string, T>();
  /** Keys whose last fetch failed and was told. */
  const told = new Set<string>();
  const share = (key: string, load: () => Promise<T>, onFailure: (error: unknown) => void): Promise<T> => {
    let answer = answers.get(key);
    if (answer === undefined) {
      const fetched = load();
      answer = fetched;
      answers.set(key, fetched);
      fetched.then(
        (value) => {
          told.delete(key);
          if (answers.get(key) === fetched) came.set(key, value);
        },
        (error: unknown) => {
          if (answers.get(key) === fetched) answers.delete(key);
          if (told.has(key)) return;
          told.add(key);
          onFailure(error);
        },
      );
    }
    return answer;
  };
  return Object.assign(share, { settled: (key: string) => came.get(key) });
};
