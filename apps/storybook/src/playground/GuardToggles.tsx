// Guards the portal would inject (e.g. whether the browser can go back): a checkbox each.
import type { PlaygroundSession } from './playground-session.ts';

export const GuardToggles = ({ guards, session }: { guards: readonly { path: string; label: string; value: boolean }[]; session: PlaygroundSession }) =>
  guards.length === 0 ? null : (
    <section className="pg-section" aria-labelledby="pg-guards">
      <h2 id="pg-guards">Injected guards</h2>
      <ul className="pg-guards">
        {guards.map((guard) => (
          <li key={guard.path}>
            <label>
              <input type="checkbox" checked={guard.value} onChange={(event) => session.setGuard(guard.path, event.target.checked)} /> <code>{guard.path}</code>
              : {guard.label}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
