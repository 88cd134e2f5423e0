// Which manifest URLs a remote may be pointed at: decided on the URL a browser would load, not on its text.
import { describe, expect, it } from '@jest/globals';
import { manifestUrlAllowed } from './remotes.routes';

const ALLOWED = ['https://cdn.mikro.example', 'http://127.0.0.1:4000'];

describe('remotes allow-list', () => {
  it('accepts a path on this server and a manifest on an allowed origin', () => {
    for (const url of ['/remotes/sistema/mf-manifest.json', '/remotes/sistema-v2/mf-manifest.json?v=2', 'https://cdn.mikro.example/sistema/mf-manifest.json', 'http://127.0.0.1:4000/mf-manifest.json']) {
      expect({ url, allowed: manifestUrlAllowed(url, ALLOWED) }).toEqual({ url, allowed: true });
    }
  });

  it('refuses paths a browser reads as another host, and origins not listed', () => {
    const hostile = [
      '/\\attacker.example/mf-manifest.json',
      '\\\\attacker.example/mf-manifest.json',
      '//attacker.example/mf-manifest.json',
      '/\t/attacker.example/mf-manifest.json',
      'https://attacker.example/mf-manifest.json',
      'https://cdn.mikro.example.attacker.example/mf-manifest.json',
      'https://cdn.mikro.example:8443/mf-manifest.json',
      'http://cdn.mikro.example/mf-manifest.json',
      'javascript:alert(1)',
      'data:application/json,{}',
      'https://this-server.invalid/mf-manifest.json',
    ];
    for (const url of hostile) expect({ url, allowed: manifestUrlAllowed(url, ALLOWED) }).toEqual({ url, allowed: false });
  });
});
