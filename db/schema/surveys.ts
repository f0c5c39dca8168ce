import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'

// The stored shape of a survey version (the definitions themselves: modules/surveys/definitions.ts).
export const SURVEY_KEYS = ['ftnd', 'motivation'] as const
export type TSurveyKey = (typeof SURVEY_KEYS)[number]
export type TSurveyOption = { id: string; score: number }
export type TSurveyQuestion = { id: string; options: readonly TSurveyOption[] }
export type TSurveyDefinition = {
  survey: TSurveyKey
  version: number
  questions: readonly TSurveyQuestion[]
}

/**
 * Every survey version that has recorded a response, as it was: question and option ids with
 * their scores. A version is never changed once stored, so old responses keep their meaning
 * when the wording or scoring of a survey changes (that adds a new version).
 */
export const surveyDefinition = pgTable(
  'survey_definition',
  {
    survey: text().notNull(),
    version: integer().notNull(),
    definition: jsonb().$type<TSurveyDefinition>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.survey, table.version] })],
)

/**
 * One completed survey. Signed-in answers carry the user (erased with the account); anonymous
 * ones carry no identity at all: no user, no IP address, no user agent.
 */
export const surveyResponse = pgTable(
  'survey_response',
  {
    id: uuid().primaryKey().defaultRandom(),
    survey: text().notNull(),
    version: integer().notNull(),
    /** Chosen option id by question id. */
    answers: jsonb().$type<Record<string, string>>().notNull(),
    score: integer().notNull(),
    /** The band (`moderate`) or ladder level (`level5`) the score stands for. */
    result: text().notNull(),
    locale: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'survey_response_definition_fk',
      columns: [table.survey, table.version],
      foreignColumns: [surveyDefinition.survey, surveyDefinition.version],
    }),
    index('survey_response_user_idx').on(table.userId, table.createdAt),
    index('survey_response_survey_idx').on(table.survey, table.createdAt),
  ],
)
