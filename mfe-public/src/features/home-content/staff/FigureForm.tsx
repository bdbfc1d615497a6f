import type { ApiResult } from 'shared-api';
import type { StaffHomeFigure } from '../shapes';
import { FIGURE_LABEL_MAX, FIGURE_VALUE_MAX, homeFigureSchema, type HomeFigureInput } from '../staff-validation';
import { TextField } from 'shared-ui/forms';
import { scheduledInput } from '../../staff-content/karachi-time';
import type { PublishIntent } from '../../staff-content/PublishControls';
import { ContentForm } from './ContentForm';

export type FigureFormValues = HomeFigureInput & { publish_at: string };

export const blankFigure: FigureFormValues = { value: '', label: '', publish_at: '' };

export const figureValues = (f: StaffHomeFigure): FigureFormValues => ({ value: f.value, label: f.label, publish_at: scheduledInput(f) });

const toInput = ({ publish_at: _at, ...values }: FigureFormValues): HomeFigureInput => homeFigureSchema.cast(values);

/** A home page figure's form: the figure as shown, and what it counts. */
export function FigureForm({
  initialValues,
  published,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: FigureFormValues;
  published?: boolean;
  onSave(input: HomeFigureInput): Promise<ApiResult<StaffHomeFigure>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffHomeFigure>>;
  onDone?(record: StaffHomeFigure, intent: PublishIntent): void;
}) {
  return (
    <ContentForm
      label="Home page figure"
      initialValues={initialValues}
      schema={homeFigureSchema}
      published={published}
      scheduleHint="Visitors see the figure from this time on."
      onSave={(values) => onSave(toInput(values))}
      onPublish={onPublish}
      onDone={onDone}
    >
      <TextField name="value" label="Figure" required helper={`As it shows, large: 2.3M, $400M, 10+ billion (up to ${FIGURE_VALUE_MAX} characters).`} />
      <TextField name="label" label="What it counts" required helper={`Under the figure: freelancers, hours, services annually (up to ${FIGURE_LABEL_MAX} characters).`} />
    </ContentForm>
  );
}
