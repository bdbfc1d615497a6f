/**
 * The server names a questionnaire's answer by its place in the list it was sent (`questionnaire[2].value`); a form
 * names it by its question (`q17`). This puts each of the server's messages on the field it is about.
 */
export function answerFieldErrors(fieldErrors: Record<string, string>, questionIds: readonly number[]) {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const index = /^questionnaire\[(\d+)\]\.value$/.exec(field)?.[1];
    const questionId = index === undefined ? undefined : questionIds[Number(index)];
    if (questionId !== undefined) errors[`q${questionId}`] = message;
  }
  return errors;
}
