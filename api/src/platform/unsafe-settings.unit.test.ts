// A deployment refuses the development defaults (issue 27, item 8): each one named with the setting to give.
import { describe, expect, it } from 'vitest';
import { unsafeSettings } from './config.ts';

const SAFE = {
  PUBLIC_URL: 'https://bufete.example.com',
  OIDC_ISSUER: 'https://id.example.com',
  OIDC_CLIENT_SECRET: 's3cr3t-of-the-provider',
  EXTERNAL_LINK_SECRET: 'a'.repeat(64),
  APP_DB_PASSWORD: 'another-password',
};

describe('unsafeSettings', () => {
  it("says nothing on a developer's machine (plain http, no NODE_ENV)", () => {
    expect(unsafeSettings({})).toEqual([]);
    expect(unsafeSettings({ PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('says nothing for a deployment that sets every secret', () => {
    expect(unsafeSettings(SAFE)).toEqual([]);
    expect(unsafeSettings({ ...SAFE, PUBLIC_URL: undefined, NODE_ENV: 'production' })).toEqual([]);
  });

  it('names each development default on https or in production', () => {
    for (const deployed of [{ PUBLIC_URL: 'HTTPS://bufete.example.com' }, { NODE_ENV: 'production' }]) {
      const problems = unsafeSettings(deployed);
      expect(problems).toHaveLength(4);
      for (const setting of ['OIDC_ISSUER', 'OIDC_CLIENT_SECRET', 'EXTERNAL_LINK_SECRET', 'APP_DB_PASSWORD']) {
        expect(problems.some((p) => p.startsWith(setting))).toBe(true);
      }
    }
    expect(unsafeSettings({ ...SAFE, OIDC_CLIENT_SECRET: 'dev-secret-change-me' })).toEqual([
      expect.stringContaining('OIDC_CLIENT_SECRET is the development value'),
    ]);
    expect(unsafeSettings({ ...SAFE, EXTERNAL_LINK_SECRET: 'short' })).toEqual([expect.stringContaining('EXTERNAL_LINK_SECRET is too short')]);
    expect(unsafeSettings({ ...SAFE, APP_DB_PASSWORD: 'lawfirm_app' })).toEqual([expect.stringContaining('APP_DB_PASSWORD')]);
  });
});
