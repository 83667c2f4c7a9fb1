// One browser fetch shared by every part of the page that asks for the same thing (the rows of a
// lobby each ask for its catalogue as they mount): callers that come while it is in flight, or after
// it came, get the same answer. A failure is told once, by the fetch that failed, not once per row
// (the spec's snackbar once), and is not kept: the next caller fetches again.

export type SharedAnswers<T> = (key: string, load: () => Promise<T>, onFailure: (error: unknown) => void) => Promise<T>;

export const createSharedAnswers = <T>(): SharedAnswers<T> => {
  const answers = new Map<string, Promise<T>>();
  return (key, load, onFailure) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      const fetched = load();
      answer = fetched;
      answers.set(key, fetched);
      fetched.catch((error: unknown) => {
        if (answers.get(key) === fetched) answers.delete(key);
        onFailure(error);
      });
    }
    return answer;
  };
};
