export { AppealForm, AppealSubmit, type AppealFormProps, type AppealSubmitProps } from './AppealForm';
export {
  APPEAL_TEXTS, useAppealForm, validateAppeal,
  type Appeal, type AppealDraft, type AppealErrors, type AppealFormOptions, type AppealFormState, type AppealRules, type AppealTexts,
} from './useAppealForm';
