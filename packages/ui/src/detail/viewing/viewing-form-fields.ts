/** The booking form's typed fields; consent is the checkbox, read as it stands when sent. */
export const VIEWING_FORM_FIELDS = {
  slotStart: '',
  askedDate: '',
  askedPartOfDay: '',
  name: '',
  mobile: '',
  code: '',
};
