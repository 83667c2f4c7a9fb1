// A new build is out (builds/latest.json changed): a quiet prompt to reload the page.
import './update-prompt.css';

export interface UpdatePromptProps {
  readonly message: string;
  readonly reloadLabel: string;
  readonly onReload: () => void;
}

export function UpdatePrompt({ message, reloadLabel, onReload }: UpdatePromptProps) {
  return (
    <div className="casino-update-prompt" role="status">
      <p className="casino-update-prompt__message">{message}</p>
      <button type="button" className="casino-update-prompt__reload" onClick={onReload}>
        {reloadLabel}
      </button>
    </div>
  );
}
