/**
 * The shared zod rules' field messages (the `rules` scope, decision 030), collected here so the web's
 * catalogues (locales/bem/rules.json, ny/rules.json) translate them and the missing-translation test
 * requires them complete. The descriptors themselves live beside the server's answers in
 * @kwacha/shared/i18n/answers, since the API sends the same messages back in a refusal's details.
 */
export { ruleMessages } from '@kwacha/shared/i18n/answers/rule.messages';
