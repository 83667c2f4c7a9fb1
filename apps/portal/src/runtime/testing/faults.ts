// The demo platform's fault switches over HTTP (POST and DELETE /__test/faults), as a test driving
// the server from outside uses them.
import type { DemoPlatform, FaultRule } from '@casino/demo-platform';

export const addFault = async (platform: DemoPlatform, rule: FaultRule): Promise<void> => {
  const response = await fetch(`${platform.origin}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`fault refused: HTTP ${response.status} ${await response.text()}`);
};

export const clearFaults = async (platform: DemoPlatform): Promise<void> => {
  const response = await fetch(`${platform.origin}/__test/faults`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`faults not cleared: HTTP ${response.status}`);
};
