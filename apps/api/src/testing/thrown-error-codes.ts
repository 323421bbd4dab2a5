import { KYC_ERROR_CODES } from '@kwacha/shared/kyc/kyc-view';
import type { ErrorKind } from '../lib/domain-errors';
import { STATUS_BY_KIND } from '../plugins/error-handler';
import type { SourceFile } from './source-files';

// Objects of codes a class may name instead of a literal (`readonly code = KYC_ERROR_CODES.locked`).
// A class naming another object is reported as unreadable until the object is added here.
const CODE_CONSTANTS: Record<string, Record<string, string>> = { KYC_ERROR_CODES };

// The handler's own map; a kind it does not know (a typo in a class) gives no status.
const statusOf = (kind: string): number | undefined =>
  Object.hasOwn(STATUS_BY_KIND, kind) ? STATUS_BY_KIND[kind as ErrorKind] : undefined;

interface ErrorClass {
  name: string;
  parent: string;
  where: string;
  /** Undefined when the class declares no code of its own and takes its parent's. */
  codes?: string[];
  kind?: string;
}

export interface ThrownCodes {
  /** Every code an answer can carry, with the statuses it comes with when a domain error carries it. */
  codes: Map<string, Set<number>>;
  /** Classes whose code the scan could not read: a failure, so that no code escapes unseen. */
  unreadable: string[];
}

// lib/domain-errors.ts's one-line declarations (`class X extends notFound('X_NOT_FOUND', …) {}`): the
// class each call extends, and whether its first argument is the code (a field refusal keeps its parent's).
const DECLARING_CALLS: Record<string, { parent: string; takesCode: boolean }> = {
  notFound: { parent: 'NotFoundError', takesCode: true },
  conflict: { parent: 'ConflictError', takesCode: true },
  fieldRefusal: { parent: 'ValidationError', takesCode: false },
};

function codesOf(value: string, where: string): { codes: string[]; unreadable?: string } {
  const literal = value.match(/^'([A-Z][A-Z0-9_]+)'$/);
  if (literal?.[1]) return { codes: [literal[1]] };
  const constant = value.match(/^(\w+)\.(\w+)$/);
  const code = constant && CODE_CONSTANTS[constant[1] ?? '']?.[constant[2] ?? ''];
  return code ? { codes: [code] } : { codes: [], unreadable: `${where}: code = ${value}` };
}

function readCodes(body: string, where: string): { codes?: string[]; unreadable?: string } {
  const declaration = body.match(/(abstract )?readonly code(?::\s*string)?\s*(?:=\s*([^;]+))?;/);
  if (!declaration || declaration[1]) return {};
  const value = declaration[2]?.trim();
  if (value === undefined) {
    // `readonly code: string;` set in the constructor: every literal assigned to it.
    const assigned = [...body.matchAll(/this\.code = ([^;]+);/g)].flatMap((m) => [
      ...(m[1] ?? '').matchAll(/'([A-Z][A-Z0-9_]+)'/g),
    ]);
    const codes = assigned.map((m) => m[1] ?? '');
    return codes.length > 0 ? { codes } : { codes, unreadable: `${where}: code set without a literal` };
  }
  return codesOf(value, where);
}

/**
 * The error codes the API answers with, read from its source: every `DomainError` class something
 * throws (its literal `code`, or one from a known object of codes, and its `kind`, inherited when not its
 * own), and the codes the error handler and the not-found handler write themselves
 * (`envelope('BAD_REQUEST', …)`).
 */
export function thrownErrorCodes(files: SourceFile[]): ThrownCodes {
  const classes = new Map<string, ErrorClass>();
  const unreadable: string[] = [];
  const handlerCodes = new Set<string>();
  for (const { path, text } of files) {
    for (const match of text.matchAll(/^(?:export )?class (\w+) extends (\w+)\(\s*([^,]+),/gm)) {
      const [, name = '', call = '', first = ''] = match;
      const declaring = DECLARING_CALLS[call];
      if (!declaring) continue;
      const where = `${path} ${name}`;
      const read: { codes?: string[]; unreadable?: string } = declaring.takesCode
        ? codesOf(first.trim(), where)
        : {};
      if (read.unreadable) unreadable.push(read.unreadable);
      classes.set(name, { name, parent: declaring.parent, where, ...(read.codes && { codes: read.codes }) });
    }
    // A class declared at the start of a line runs to the first line that is a lone closing brace.
    for (const match of text.matchAll(
      /^(?:export )?(?:abstract )?class (\w+) extends (\w+)\b(?!\()[^{]*\{([\s\S]*?)^\}/gm,
    )) {
      const [, name = '', parent = '', body = ''] = match;
      const where = `${path} ${name}`;
      const read = readCodes(body, where);
      if (read.unreadable) unreadable.push(read.unreadable);
      const kind = body.match(/readonly kind = '(\w+)'/)?.[1];
      classes.set(name, {
        name,
        parent,
        where,
        ...(read.codes && { codes: read.codes }),
        ...(kind && { kind }),
      });
    }
    for (const match of text.matchAll(/\b(?:errorEnvelope|envelope)\(\s*'([A-Z][A-Z0-9_]+)'/g)) {
      handlerCodes.add(match[1] ?? '');
    }
    if (path === 'plugins/error-handler.ts') {
      for (const match of text.matchAll(/\bcode: '([A-Z][A-Z0-9_]+)'/g)) handlerCodes.add(match[1] ?? '');
    }
  }
  const lineage = (cls: ErrorClass): ErrorClass[] => {
    const parent = classes.get(cls.parent);
    return parent ? [cls, ...lineage(parent)] : [cls];
  };
  // Only errors something throws: a base class's code counts when it is thrown as it is.
  const thrown = new Set(files.flatMap(({ text }) => [...text.matchAll(/\bnew (\w+)\(/g)].map((m) => m[1])));
  const codes = new Map<string, Set<number>>();
  for (const cls of classes.values()) {
    if (!thrown.has(cls.name)) continue;
    const chain = lineage(cls);
    if (chain.at(-1)?.name !== 'DomainError' && chain.at(-1)?.parent !== 'DomainError') continue;
    const own = chain.find((c) => c.codes)?.codes ?? [];
    const kind = chain.find((c) => c.kind)?.kind;
    const status = kind ? statusOf(kind) : undefined;
    for (const code of own) {
      const statuses = codes.get(code) ?? new Set();
      if (status) statuses.add(status);
      codes.set(code, statuses);
    }
  }
  for (const code of handlerCodes) if (!codes.has(code)) codes.set(code, new Set());
  return { codes, unreadable };
}
