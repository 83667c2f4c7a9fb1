// Per fake actor: how it answers its next call (answer, fail with an error, hang, answer late), and its
// calls still pending, which can be settled by hand.
import { useId, useState } from 'react';
import type { CallRecord, OutcomeActor, OutcomeChoice } from './fake-actors.ts';
import type { OutcomeMode } from './machine-description.ts';
import type { PlaygroundSession } from './playground-session.ts';
import { previewValue } from './value-preview.ts';

const MODES: readonly { readonly mode: OutcomeMode; readonly text: string }[] = [
  { mode: 'succeed', text: 'Succeed' },
  { mode: 'fail', text: 'Fail' },
  { mode: 'hang', text: 'Hang' },
  { mode: 'delay', text: 'Delay' },
];

const OutcomePicker = ({ actor, choice, session }: { actor: OutcomeActor; choice: OutcomeChoice; session: PlaygroundSession }) => {
  const id = useId();
  // Kept as typed, so clearing the field leaves it empty rather than 0.
  const [delayText, setDelayText] = useState(String(choice.delayMs));
  const set = (patch: Partial<OutcomeChoice>) => session.setOutcome(actor.path, patch);
  return (
    <div className="pg-outcome">
      <label htmlFor={`${id}-mode`}>Outcome of {actor.path}</label>
      <select id={`${id}-mode`} value={choice.mode} onChange={(event) => set({ mode: event.target.value as OutcomeMode })}>
        {MODES.map(({ mode, text }) => (
          <option key={mode} value={mode}>
            {text}
          </option>
        ))}
      </select>
      {actor.answers.length > 1 && choice.mode !== 'fail' ? (
        <>
          <label htmlFor={`${id}-answer`}>Answer of {actor.path}</label>
          <select id={`${id}-answer`} value={choice.answer} onChange={(event) => set({ answer: event.target.value })}>
            {actor.answers.map((answer) => (
              <option key={answer} value={answer}>
                {answer}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {choice.mode === 'fail' || choice.mode === 'hang' ? (
        <>
          <label htmlFor={`${id}-error`}>Error of {actor.path}</label>
          <select id={`${id}-error`} value={choice.error} onChange={(event) => set({ error: event.target.value })}>
            {actor.errors.map((error) => (
              <option key={error} value={error}>
                {error}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {choice.mode === 'delay' ? (
        <>
          <label htmlFor={`${id}-delay`}>Delay of {actor.path} (ms)</label>
          <input
            id={`${id}-delay`}
            type="number"
            min={0}
            step={100}
            value={delayText}
            onChange={(event) => {
              setDelayText(event.target.value);
              set({ delayMs: Math.max(0, Number(event.target.value) || 0) });
            }}
          />
        </>
      ) : null}
    </div>
  );
};

const CallList = ({ path, calls, session }: { path: string; calls: readonly CallRecord[]; session: PlaygroundSession }) => {
  const pending = calls.filter((call) => call.status === 'pending');
  if (pending.length === 0) return <p className="pg-hint">No call under way.</p>;
  return (
    <ul className="pg-calls">
      {pending.map((call) => (
        <li key={call.id}>
          <span>
            Call {call.id} {call.kind === 'callback' ? 'running' : 'pending'}
            {call.input === undefined ? null : <code className="pg-payload">{previewValue(call.input)}</code>}
          </span>
          {call.kind === 'promise' ? (
            <>
              <button type="button" onClick={() => session.settle(call.id, 'resolve')}>
                Resolve call {call.id} of {path}
              </button>
              <button type="button" onClick={() => session.settle(call.id, 'reject')}>
                Fail call {call.id} of {path}
              </button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
};

export const ActorControls = ({
  actors,
  outcomeActors,
  outcomes,
  calls,
  session,
}: {
  actors: readonly { path: string; kind: 'promise' | 'callback' }[];
  outcomeActors: readonly OutcomeActor[];
  outcomes: Readonly<Record<string, OutcomeChoice>>;
  calls: readonly CallRecord[];
  session: PlaygroundSession;
}) => (
  <section className="pg-section" aria-labelledby="pg-actors">
    <h2 id="pg-actors">Actors</h2>
    {actors.length === 0 ? <p className="pg-hint">This machine invokes no actors.</p> : null}
    <ul className="pg-actors">
      {actors.map(({ path, kind }) => {
        const outcomeActor = outcomeActors.find((actor) => actor.path === path);
        const choice = outcomes[path];
        return (
          <li key={path}>
            <h3>
              <code>{path}</code> <span className="pg-meta">{kind === 'promise' ? 'one-shot call' : 'listener'}</span>
            </h3>
            {outcomeActor && choice ? <OutcomePicker actor={outcomeActor} choice={choice} session={session} /> : null}
            <CallList path={path} calls={calls.filter((call) => call.actor === path)} session={session} />
          </li>
        );
      })}
    </ul>
  </section>
);
