import { afterEach, describe, expect, it } from 'vitest';
import { supportEmail } from './appConfig';

describe('supportEmail', () => {
  afterEach(() => {
    for (const tag of document.head.querySelectorAll('meta[name^="earmark:"]')) tag.remove();
  });

  it('reads the address the server put in index.html', () => {
    const tag = document.createElement('meta');
    tag.name = 'earmark:support-email';
    tag.content = 'help@example.test';
    document.head.append(tag);
    expect(supportEmail()).toBe('help@example.test');
  });

  it('falls back to the default without the tag', () => {
    expect(supportEmail()).toBe('support@earmark.localhost');
  });
});
