// Every audit entry the server writes reads as pt-BR on Configurações › Auditoria: each written action and
// subject has a label in the shared table, and its sentence carries no raw code ('criou task').
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, auditSentence } from '@gabinete/shared';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text of the balanced parentheses that open at `start` (the index of '('). */
function argumentsAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

const literals = (text: string, key: string): string[] => {
  // `action: 'x'` or `action: cond ? 'x' : 'y'` (the branches after the '?', up to the end of the property).
  const found: string[] = [];
  for (const m of text.matchAll(new RegExp(`\\b${key}:([^,\\n]*)`, 'g'))) {
    const value = m[1]!.includes('?') ? m[1]!.slice(m[1]!.indexOf('?')) : m[1]!;
    for (const lit of value.matchAll(/'([a-z_]+)'/g)) found.push(lit[1]!);
  }
  return found;
};

interface Write {
  file: string;
  action: string;
  entity: string;
}

/** Every (action, subject) pair the server's code writes to the audit log. */
function writtenPairs(): Write[] {
  const writes: Write[] = [];
  for (const full of sourceFiles(SRC)) {
    const text = fs.readFileSync(full, 'utf8');
    const file = path.relative(SRC, full);
    // Direct writes: audit(db, { action, entity }) and db.insert(auditLog).values({ … }).
    for (const m of text.matchAll(/\baudit\(|insert\(auditLog\)\s*\.values\(/g)) {
      const args = argumentsAt(text, m.index + m[0].length - 1);
      const entities = literals(args, 'entity');
      for (const action of literals(args, 'action'))
        for (const entity of entities) writes.push({ file, action, entity });
    }
    // A module's helper: const auditEntry = (tenant, action, …) => ({ …, entity: 'task' }).
    const helper = /const auditEntry = \([^)]*\) => \(\{[^}]*entity: '([a-z_]+)'/.exec(text);
    if (helper)
      for (const call of text.matchAll(/auditEntry\(\s*\w+,\s*'([a-z_]+)'/g))
        writes.push({ file, action: call[1]!, entity: helper[1]! });
    // The user resets (users/user-resets.ts writes the reset on the user, the restore on the area).
    for (const spec of text.matchAll(
      /audit: \{ reset: '([a-z_]+)', restore: '([a-z_]+)', entity: '([a-z_]+)' \}/g,
    )) {
      writes.push({ file, action: spec[1]!, entity: 'user' });
      writes.push({ file, action: spec[2]!, entity: spec[3]! });
    }
  }
  return writes;
}

describe('audit labels', () => {
  const writes = writtenPairs();

  it('finds the writes of every module (the scan itself works)', () => {
    const keys = new Set(writes.map((w) => `${w.action}/${w.entity}`));
    for (const known of [
      'create/task',
      'status/demand',
      'create/event',
      'reset_occurrences/user',
      'restore_voters/citizen',
      'bulk_tag/citizen',
      'suspend/organization',
      'export/export',
    ])
      expect(keys, known).toContain(known);
    expect(writes.length).toBeGreaterThan(60);
  });

  it('has a pt-BR label for every action and subject the server writes', () => {
    const missing = writes.filter(
      (w) => !Object.hasOwn(AUDIT_ACTIONS, w.action) || !Object.hasOwn(AUDIT_SUBJECTS, w.entity),
    );
    expect(missing.map((w) => `${w.file}: ${w.action}/${w.entity}`)).toEqual([]);
  });

  it('reads every written pair as a sentence without a raw code', () => {
    for (const { action, entity } of writes) {
      for (const entityName of ['Fulano', null]) {
        const text = auditSentence({ action, entity, entityName, user: { name: 'Ana' }, data: null });
        const pair = `${action}/${entity}: ${text}`;
        expect(text, pair).toMatch(/^Ana [a-zà-ú]/);
        expect(text, pair).not.toMatch(/_/);
        expect(text, pair).not.toMatch(new RegExp(`\\b${action}\\b`));
        // A subject's code may only show when it is also the pt-BR word ('tag').
        if (AUDIT_SUBJECTS[entity as keyof typeof AUDIT_SUBJECTS]?.noun !== entity)
          expect(text, pair).not.toMatch(new RegExp(`\\b${entity}\\b`));
      }
    }
  });
});
