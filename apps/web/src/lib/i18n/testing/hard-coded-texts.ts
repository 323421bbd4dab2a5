import ts from 'typescript';

/** A text written straight into a component instead of coming from a catalogue. */
export interface HardCodedText {
  line: number;
  text: string;
}

export interface HardCodedTextRules {
  /** Texts that may stay as written: brand names, and texts that stay English on purpose. */
  allowed?: ReadonlySet<string>;
  /** Names whose value is English only (LOAN_STATUS_LABELS): any use in a component is reported. */
  englishNames?: ReadonlySet<string>;
  /** Fields of the server's answers that hold English (`failureReason`), reported when shown as they are. */
  englishFields?: ReadonlySet<string>;
}

/**
 * Props and object keys whose value a person reads or hears: the usual attributes, and the props our own
 * components pass on to them (a dialog's `message`, a bar's `note`, a list's `emptyText`, a load error's
 * `fallback`).
 */
const VISIBLE_PROPS = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'cancelLabel',
  'caption',
  'confirmLabel',
  'description',
  'emptyText',
  'fallback',
  'heading',
  'hint',
  'label',
  'message',
  'note',
  'notFound',
  'placeholder',
  'title',
]);

const hasLetters = (text: string) => /\p{L}/u.test(text);

const propName = (name: ts.PropertyName | ts.JsxAttributeName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isParenthesizedExpression(node) ||
  ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

/**
 * Constants declared in a file, by the name a component uses them under: `const A = '…'` as `A`, and
 * `const B = { c: '…' }` as `B.c` (with `as const` or not).
 */
function fileConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = unwrap(node.initializer);
      constants.set(node.name.text, value);
      if (ts.isObjectLiteralExpression(value)) {
        for (const property of value.properties) {
          const key = ts.isPropertyAssignment(property) ? propName(property.name) : undefined;
          if (key && ts.isPropertyAssignment(property)) {
            constants.set(`${node.name.text}.${key}`, property.initializer);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

/**
 * The values an expression shows as it is: a literal, either branch of a condition, the sides of `??`,
 * `||`, `&&` and `+`, a template's text, a constant of the same file (`{NO_SCORE_YET}`,
 * `{NOTES.paymentHistory}`), and a field of the server's English (`{payment.failureReason}`). A
 * function's arguments are not followed: `t(…)`, `format(…)` and `cn(…)` take ids and class names.
 */
function shownTexts(
  expression: ts.Expression,
  constants: Map<string, ts.Expression>,
  englishFields: ReadonlySet<string>,
): { node: ts.Node; text: string }[] {
  const texts: { node: ts.Node; text: string }[] = [];
  const seen = new Set<string>();
  const visit = (node: ts.Expression): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push({ node, text: node.text });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      texts.push({ node, text: parts.join(' ') });
      for (const span of node.templateSpans) visit(span.expression);
    } else if (ts.isConditionalExpression(node)) {
      visit(node.whenTrue);
      visit(node.whenFalse);
    } else if (ts.isBinaryExpression(node)) {
      visit(node.left);
      visit(node.right);
    } else if (node !== unwrap(node)) {
      visit(unwrap(node));
    } else if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      if (ts.isPropertyAccessExpression(node) && englishFields.has(node.name.text)) {
        texts.push({ node, text: `{${node.getText()}} (the server's English)` });
      }
      const name = node.getText();
      const value = constants.get(name);
      if (value && !seen.has(name)) {
        seen.add(name);
        visit(value);
      }
    }
  };
  visit(expression);
  return texts;
}

const inImport = (node: ts.Node): boolean =>
  ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || (!!node.parent && inImport(node.parent));

/**
 * The texts a component writes in English itself (docs/product.md §22): JSX text, strings given to a
 * visible prop or key (VISIBLE_PROPS) directly or through a condition or a constant of the file, English
 * fields of the server's answers shown as they are, and uses of English-only names. Texts in `allowed`
 * and anything without a letter (`·`, `%`, `…`) are left out.
 */
export function findHardCodedTexts(
  fileName: string,
  code: string,
  rules: HardCodedTextRules = {},
): HardCodedText[] {
  const { allowed = new Set(), englishNames = new Set(), englishFields = new Set() } = rules;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const constants = fileConstants(source);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!hasLetters(text) || allowed.has(text)) return;
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
  };
  const reportShown = (expression: ts.Expression) => {
    for (const { node, text } of shownTexts(expression, constants, englishFields)) report(node, text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportShown(node.expression);
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(propName(node.name) ?? '')) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression) reportShown(value.expression);
    } else if (ts.isPropertyAssignment(node) && VISIBLE_PROPS.has(propName(node.name) ?? '')) {
      reportShown(node.initializer);
    } else if (ts.isIdentifier(node) && englishNames.has(node.text) && !inImport(node)) {
      report(node, `${node.text} (English only)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
