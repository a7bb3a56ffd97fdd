import { describe, expect, it } from '@jest/globals';
import { entropy, findSecret, findSecretField, isPlaceholder } from '../../src/detect/secrets.js';

// Test credentials are assembled at run time so that this file itself holds no credential-shaped literal.
const join = (...parts: string[]) => parts.join('');
const AWS = join('AKIA', 'Z7Q2M4X9P1L8K3J6');
const GITHUB = join('ghp_', 'R8f2Kq9LmZ3xTb7Wn4Yc1Vd6Hs0Pj5Ga2Ue8');
const GITHUB_PAT = join('github_pat_', '11ABCDEFG0', 'qR7sT9uV2wX4yZ6aB8cD0eF');
const SLACK = join('xoxb-', '2731946-91827364-Ab3dE5gH7jK9mN1pQ3rS');
const STRIPE = join('sk_live_', '51H8xK2LmN4pQ6rS8tU0vW2y');
const GOOGLE = join('AIza', 'SyD3f8K2mQ9xL4pZ7tR1vB6nH0cJ5wE8gUq');
const OPENAI = join('sk-proj-', 'Tq8Lm2Zx9Kp4Rv7Wn3Yb6Hc1Jd5Fg0Ae');
const ANTHROPIC = join('sk-ant-', 'api03-Zk9Lq2Xm8Rp4Tv7Wn3Yb6');
const JWT = join(
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
  '.eyJpc3MiOiJodHRwczovL2F1dGguaW50ZXJuYWwiLCJzdWIiOiI4ODEyIiwiZXhwIjoxOTAwMDAwMDAwfQ',
  '.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
);
/** A token no issuer stamped (only {"sub":"1234567890"}), as documentation shows one. */
const SAMPLE_JWT = join('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9', '.eyJzdWIiOiIxMjM0NTY3ODkwIn0', '.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U');
const PEM = join('-----BEGIN RSA PRIVATE KEY-----\n', 'MIIEowIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2n0ZP7b3aX1c9eR5tY8uI2oP4qW6\n', '-----END RSA PRIVATE KEY-----');

describe('findSecret', () => {
  it.each([
    ['AWS access key ID', AWS, `"AKIA…", ${AWS.length} characters`],
    ['GitHub token', `token=${GITHUB}`, `"ghp_…", ${GITHUB.length} characters`],
    ['GitHub fine-grained personal access token', GITHUB_PAT, `"github_pat_…", ${GITHUB_PAT.length} characters`],
    ['Slack token', SLACK, `"xoxb-…", ${SLACK.length} characters`],
    ['Stripe live secret key', STRIPE, `"sk_live_…", ${STRIPE.length} characters`],
    ['Google API key', `key=${GOOGLE}&q=1`, `"AIza…", ${GOOGLE.length} characters`],
    ['OpenAI-style API key', OPENAI, `"sk-…", ${OPENAI.length} characters`],
    ['Anthropic API key', `x-api-key: ${ANTHROPIC}`, `"sk-ant-…", ${ANTHROPIC.length} characters`],
    ['JSON Web Token', `Bearer ${JWT}`, `"eyJ…", ${JWT.length} characters`],
    ['PEM private key', PEM, '"-----BEGIN RSA PRIVATE KEY-----…"'],
    ['PEM private key', `Sample key: ${PEM.replace('-----END RSA PRIVATE KEY-----', '')}`, '"-----BEGIN RSA PRIVATE KEY-----…"'],
    ['password in a URL', join('postgres://app:', 'Zq8#kLm2Rx9v', '@db.internal:5432/app'), '12 characters'],
    ['bearer token', join('Authorization: Bearer ', 'Zk9Lq2Xm8Rp4Tv7Wn3Yb6Hc1'), '24 characters'],
    ['password in a URL', 'postgres://app:Zq8kLm2Rx9vT@hostdb.internal:5432/reports', '12 characters'],
    ['password in a URL', 'postgres://app:Zq8kLm2Rx9vT@host.docker.internal:5432/reports', '12 characters'],
  ])('finds a %s', (kind, text, redacted) => {
    expect(findSecret(text)).toEqual({ kind, redacted });
  });

  it.each([
    ['plain prose', 'Get the weather forecast for a city.'],
    ["AWS's documented example key", 'AKIAIOSFODNN7EXAMPLE'],
    ['a demonstration JWT with no claim an issuer stamps', `Bearer ${SAMPLE_JWT}`],
    ["a Stripe test-mode key, as Stripe's docs publish them", join('sk_test_', '4eC39HqLyjWDarjtT1zdp7dc')],
    ['a placeholder GitHub token', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
    ['a templated token', 'Bearer ${GITHUB_TOKEN}'],
    ['a word that starts like a key', 'sk-learn-is-a-python-library-name'],
    ['an sk- slug without randomness', 'sk-customer-onboarding-guide'],
    ['a test Stripe key', join('sk_test_', '51H8xK2LmN4pQ6rS8tU0vW2y')],
    ['a PEM header without a body', '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----'],
    [
      'PEM headers named as the accepted formats',
      'Upload a key file whose first line reads -----BEGIN PRIVATE KEY----- or -----BEGIN EC PRIVATE KEY-----; certificates and intermediate chains go in the other parameter.',
    ],
    [
      'a PEM header followed by prose',
      '-----BEGIN OPENSSH PRIVATE KEY----- is what the key file of an ed25519 identity starts with, followed by its armoured body.',
    ],
    ['a public key', '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA3Tz2mr7SZiAMfQyuvBjM\n-----END PUBLIC KEY-----'],
    ['a URL without credentials', 'https://user@example.com/path'],
    ['a URL with a placeholder password', 'postgres://app:<password>@db/app'],
    ['a URL that shows its own pattern', 'Connection string (e.g., postgresql://user:pass@host:port/db)'],
    ['a URL whose port is named, not given', 'mysql://admin:s3cr3tPw@db.internal:port/app'],
    ['three base64 parts that are not a JWT', 'eyJub3QiOiJqd3QifQ.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'.replace('eyJub3QiOiJqd3QifQ', 'eyJub3QiOiJhIn0x')],
    ['base64 image data', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkAKIAQAAAKQACOVpvCQAAAABJRU5ErkJggg=='],
    ['a UUID', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'],
  ])('ignores %s', (_label, text) => {
    expect(findSecret(text)).toBeNull();
  });
});

describe('findSecretField', () => {
  it.each([
    ['password', 'Zq8#kLm2Rx9v'],
    ['password', 'passwordZq8#kLm2'],
    ['DB_PASSWORD', 'Neo4jAdmin#7Tq'],
    ['api_key', '3f9a7c2e8b1d4f6a0c5e9b2d7f1a4c8e'],
    ['apiKey', 'Zk9Lq2Xm8Rp4Tv7Wn3Yb6Hc1'],
    ['client_secret', 'Tq8Lm2Zx9Kp4Rv7Wn3Yb'],
    ['X-Auth-Token', 'Rv7Wn3Yb6Hc1Jd5Fg0Ae2'],
    ['accessToken', 'ya29.a0AfH6SMBx7Qk2Lp9Zr4Tv'],
    ['private_key', 'Zk9Lq2Xm8Rp4Tv7Wn3Yb6Hc1'],
  ])('flags %s with a random-looking value', (field, value) => {
    expect(findSecretField(value, () => field)).toEqual({ kind: `high-entropy "${field}" value`, redacted: `${value.length} characters`, byField: true });
  });

  it.each([
    ['password', 'hunter2', 'too short'],
    ['password', 'correcthorsebattery', 'one character class'],
    ['password', '<your password>', 'placeholder'],
    ['api_key', 'abc123', 'too short'],
    ['api_key', 'EXAMPLE-KEY-1234567890', 'placeholder'],
    ['token', 'aaaaaaaaaaaaaaaaaaaaaaaaa', 'repeated character'],
    ['nextPageToken', 'CiAKGjBpNDd2Nmp2Zml2cXRwYjBp', 'pagination'],
    ['progressToken', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'progress'],
    ['token_type', 'Bearer', 'not a credential'],
    ['max_tokens', '4096', 'not a credential'],
    ['sort_key', 'Zk9Lq2Xm8Rp4Tv7Wn3Yb6Hc1', 'not a credential key'],
    ['description', 'Zk9Lq2Xm8Rp4Tv7Wn3Yb6Hc1', 'not a credential field'],
    ['secret', 'the answer is forty-two', 'prose'],
    ['NEO4J_PASSWORD', 'password2', 'a default password'],
    ['DB_PASSWORD', 'P@ssw0rd!', 'a default password with letter swaps'],
    ['POSTGRES_PASSWORD', 'mysecretpassword', 'two default words'],
    ['MYSQL_ROOT_PASSWORD', 'root1234', 'a default word and digits'],
    ['ADMIN_PASSWORD', '2024admin', 'digits before a default word'],
  ])('does not flag %s = %j (%s)', (field, value) => {
    expect(findSecretField(value, () => field)).toBeNull();
  });
});

describe('helpers', () => {
  it.each([
    ['aaaa', 0],
    ['abab', 1],
    ['abcd', 2],
  ])('entropy(%s) = %d', (value, bits) => expect(entropy(value)).toBeCloseTo(bits));
  it.each([
    ['<token>', true],
    ['${API_KEY}', true],
    ['your-api-key', true],
    ['xxxxxx', true],
    ['Zk9Lq2Xm8Rp4', false],
    ['sk-xxxxxxxx', true],
    ['xxxx-xxxx', true],
    ['wRita7kxxx9N6cqUwxxxx', true],
    ['ghp_****************', true],
    ['unused-bge-m3-is-authless', true],
    ['not-needed', true],
    ['no_auth', true],
    // A mask-like run by chance, short in a long value, is no mask.
    ['Zk9Lq2Xm8Rp4xxxTv7Wn3Yb6Hc1Qa5Ld', false],
    ['Zk9Lq2XXXm8Rp4', false],
  ])('isPlaceholder(%s) = %s', (value, expected) => expect(isPlaceholder(value)).toBe(expected));
});
