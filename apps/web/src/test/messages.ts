import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for every message to be on screen. antd validates each field on its own tick, so after one message has
 * appeared the others may still be a tick away: each is waited for, none is read synchronously.
 */
export async function expectMessages(...messages: (string | RegExp)[]): Promise<void> {
  for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
}
