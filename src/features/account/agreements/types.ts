/** A legal text as the app shows it: numbered sections of paragraphs. */
export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementText {
  title: string;
  /** The version in force and since when ('YYYY-MM-DD'). */
  version: string;
  effectiveDate: string;
  /** Who is bound and how to read it, before the sections. */
  preface: string;
  sections: AgreementSection[];
}
