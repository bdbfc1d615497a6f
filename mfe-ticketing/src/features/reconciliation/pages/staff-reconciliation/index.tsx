import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { defineQuery, errorMessage } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Alert, Badge, Box, Button, chakra, formatDateTime, Heading, HStack, Link, notifySuccess, PageFrame, PageSection, RouterLink, Span, Stack, Text, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterDateInput, FilterLabel } from 'shared-ui/staff';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { getReconciliation, reconciliationKeys, useConfirmBankPayments, useImportStatement } from '../../api';
import type { Reconciliation, ReconciliationBankLine } from '../../shapes';
import { reconciliationMessages, STATEMENT_COLUMNS, STATEMENT_MAX_CHARS, statementSchema } from '../../staff-validation';

type ProviderDay = Reconciliation['providers'][number];
type PaidNotThere = Reconciliation['paid_not_there'][number];
type MoneyNoOrder = Reconciliation['money_no_order'][number];
type DayRefund = Reconciliation['refunds'][number];
type OtherAnswer = NonNullable<MoneyNoOrder['paid_by']>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** Today in Karachi (UTC+5 all year), as YYYY-MM-DD: the day the page opens on. */
export const karachiToday = (now = new Date()) => new Date(now.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
const money = (amount: number) => `Rs ${amount.toLocaleString('en-PK', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
const signed = (amount: number) => (amount < 0 ? `−${money(-amount)}` : money(amount));
const rounded = (amount: number) => Math.round(amount * 100) / 100;
const dayName = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });
const columnNames = (names: readonly string[]) => names.map((n) => `“${n}”`).join(', ');
/** Who imported a statement line and when: a colleague confirms what another imported. */
const importedBy = (line: ReconciliationBankLine) => `Imported by ${line.imported_by ?? 'an account since removed'} on ${formatDateTime(line.imported_at)}`;
/** Another answer beside money with no order: the payment that paid its order, or the attempt's earlier answer. */
const answerText = (answer: OtherAnswer) =>
  [answer.name, answer.reference, answer.status + (answer.result ? ` (${answer.result})` : '')].filter(Boolean).join(' · ') + `, ${formatDateTime(answer.at)}`;

/** An order, linked to the staff's list of orders searched for it. */
function OrderLink({ id }: { id: number | null }) {
  if (id === null) return <Text as="span" color="fg.muted">—</Text>;
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={`/staff/orders?q=${id}`}>#{id}</RouterLink>
    </Link>
  );
}

function Outcome({ provider }: { provider: ProviderDay }) {
  if (!provider.statement_imported) return <Badge colorPalette="gray">No statement imported for this day</Badge>;
  const count = provider.provider_count - provider.site_count;
  const total = Math.round((provider.provider_total - provider.site_total) * 100) / 100;
  if (count === 0 && total === 0) return <Badge colorPalette="green">Matches</Badge>;
  const parts = [count ? `${count > 0 ? '+' : '−'}${Math.abs(count)} ${Math.abs(count) === 1 ? 'payment' : 'payments'}` : '', total ? `${total > 0 ? '+' : '−'}${money(Math.abs(total))}` : ''].filter(Boolean);
  return <Badge colorPalette="red">Difference: {parts.join(', ')}</Badge>;
}

const LINE_STATUS: Record<ReconciliationBankLine['status'], { label: string; palette: string }> = {
  'to-confirm': { label: 'Matched, to confirm', palette: 'orange' },
  confirmed: { label: 'Confirmed', palette: 'green' },
  unmatched: { label: 'Unmatched', palette: 'red' },
};

/** Staff: one Karachi day's payments, each provider's word against the orders paid here, and the bank's statement matched to bill orders. */
export default function StaffReconciliationPage() {
  const filters = useUrlFilters({ date: '' }, { date: isDay });
  const date = filters.values.date || karachiToday();
  const query = useQuery(defineQuery(reconciliationKeys.day(date), () => getReconciliation(date)));

  return (
    <PageSection title="Reconciliation">
      <Text color="fg.muted" mb="4">
        For one day (Karachi time): what each provider says it settled against the orders paid here, and what one side has without the other. Import the
        bank’s statement to match bill payments to their orders, then confirm them in one step.
      </Text>
      <FilterBar label="Choose the day">
        <Box>
          <FilterLabel htmlFor="reconciliation-date">Day</FilterLabel>
          <FilterDateInput id="reconciliation-date" type="date" value={date} max={karachiToday()} onChange={(e) => isDay(e.target.value) && filters.set({ date: e.target.value })} />
        </Box>
      </FilterBar>
      <PageFrame query={query} what="the day’s payments">
        {(day) => <Day day={day} onDay={(next) => filters.set({ date: next })} />}
      </PageFrame>
    </PageSection>
  );
}

function Day({ day, onDay }: { day: Reconciliation; onDay(date: string): void }) {
  const providerColumns = useMemo<StaffColumn<ProviderDay>[]>(
    () => [
      {
        id: 'name',
        header: 'Provider',
        primary: true,
        cell: (p) => (
          <Stack gap="0">
            <span>{p.name}</span>
            {p.ways.length > 0 && (
              <Text fontSize="xs" color="fg.muted">
                {p.ways.map((w) => `${w.name} ${w.count} · ${money(w.total)}`).join('; ')}
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'provider', header: 'Provider says', numeric: true, phoneLabel: true, cell: (p) => (p.statement_imported ? `${p.provider_count} · ${money(p.provider_total)}` : '—') },
      { id: 'site', header: 'Paid here', numeric: true, phoneLabel: true, cell: (p) => `${p.site_count} · ${money(p.site_total)}` },
      { id: 'outcome', header: 'Result', primary: true, cell: (p) => <Outcome provider={p} /> },
      { id: 'refunded', header: 'Refunded', numeric: true, phoneLabel: true, cell: (p) => (p.refund_count ? `${p.refund_count} · −${money(p.refunded_total)}` : '—') },
      { id: 'net', header: 'Net', numeric: true, phoneLabel: true, cell: (p) => <Span whiteSpace="nowrap">{p.statement_imported ? signed(p.net_total) : '—'}</Span> },
    ],
    [],
  );
  const paidColumns = useMemo<StaffColumn<PaidNotThere>[]>(
    () => [
      { id: 'order', header: 'Order', primary: true, cell: (o) => <OrderLink id={o.order_id} /> },
      { id: 'method', header: 'Method', primary: true, cell: (o) => (o.reference ? `${o.method_name} · ${o.reference}` : o.method_name) },
      { id: 'holder', header: 'Holder', cell: (o) => o.holder },
      { id: 'total', header: 'Total', numeric: true, cell: (o) => <Span whiteSpace="nowrap">{money(o.total)}</Span> },
      { id: 'paid_at', header: 'Paid', phoneLabel: true, cell: (o) => <time dateTime={o.paid_at}>{formatDateTime(o.paid_at)}</time> },
      { id: 'why', header: 'Why', cell: (o) => o.why },
    ],
    [],
  );
  const moneyColumns = useMemo<StaffColumn<MoneyNoOrder>[]>(
    () => [
      { id: 'name', header: 'From', primary: true, cell: (m) => m.name },
      { id: 'amount', header: 'Amount', numeric: true, primary: true, cell: (m) => <Span whiteSpace="nowrap">{money(m.amount)}</Span> },
      { id: 'order', header: 'Order', phoneLabel: true, cell: (m) => <OrderLink id={m.order_id} /> },
      { id: 'reference', header: 'Reference', cell: (m) => m.reference },
      {
        id: 'why',
        header: 'Why',
        cell: (m) => (
          <Stack gap="1">
            <span>{m.why}</span>
            {m.paid_by && (
              <Text fontSize="xs" color="fg.muted">
                Order paid by: {answerText(m.paid_by)}
              </Text>
            )}
            {m.earlier_answer && (
              <Text fontSize="xs" color="fg.muted">
                Earlier answer: {answerText(m.earlier_answer)}
              </Text>
            )}
          </Stack>
        ),
      },
    ],
    [],
  );
  const refundColumns = useMemo<StaffColumn<DayRefund>[]>(
    () => [
      { id: 'order', header: 'Order', primary: true, cell: (r) => <OrderLink id={r.order_id} /> },
      { id: 'amount', header: 'Amount', numeric: true, primary: true, cell: (r) => <Span whiteSpace="nowrap">{money(r.amount)}</Span> },
      { id: 'paid_with', header: 'Taken by', phoneLabel: true, cell: (r) => r.paid_with },
      { id: 'way', header: 'Money back', phoneLabel: true, cell: (r) => (r.reference ? `${r.way_name} · ${r.reference}` : r.way_name) },
      { id: 'at', header: 'Approved', phoneLabel: true, cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at)}</time> },
      {
        id: 'who',
        header: 'Staff',
        cell: (r) => [r.requested_by && `asked by ${r.requested_by}`, r.approved_by && `${r.source === 'refund' ? 'approved' : 'recorded'} by ${r.approved_by}`].filter(Boolean).join(', ') || '—',
      },
    ],
    [],
  );
  // The day's books: what the providers took, what went back, and the net (bill payment once its statement is in).
  const counted = day.providers.filter((p) => p.statement_imported);
  const books = {
    taken: rounded(counted.reduce((total, p) => total + p.provider_total, 0)),
    refunded: rounded(day.providers.reduce((total, p) => total + p.refunded_total, 0)),
  };

  return (
    <Stack gap="8">
      <Stack as="section" gap="3" aria-labelledby="providers-heading">
        <Heading id="providers-heading" as="h2" size="md">
          What each provider settled on {dayName(day.date)}
        </Heading>
        <StaffTable caption="Each provider against the orders paid here" rows={day.providers} columns={providerColumns} rowKey={(p) => p.provider} rowLabel={(p) => p.name} />
        <Text>
          The day’s books: taken {money(books.taken)}, refunded {money(books.refunded)}, net {signed(rounded(books.taken - books.refunded))}
          {counted.length < day.providers.length && ' (bill payments count once a statement of the day is imported)'}.
        </Text>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="paid-heading">
        <Heading id="paid-heading" as="h2" size="md">
          Paid here, not there
        </Heading>
        <StaffTable
          caption="Orders paid this day with nothing from the provider behind them"
          rows={day.paid_not_there}
          columns={paidColumns}
          rowKey={(o) => String(o.order_id)}
          rowLabel={(o) => `order #${o.order_id}`}
          empty="Every order paid this day has its provider’s answer (bill payments are checked once a statement of the day is imported)."
        />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="money-heading">
        <Heading id="money-heading" as="h2" size="md">
          Money there, no order here
        </Heading>
        <StaffTable
          caption="Money approved or credited this day with no paid order behind it"
          rows={day.money_no_order}
          columns={moneyColumns}
          rowKey={(m) => `${m.source}-${m.reference}-${m.order_id ?? ''}-${m.amount}`}
          rowLabel={(m) => `${m.name} ${m.reference}`}
          empty="No money without a paid order this day."
        />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="refunds-heading">
        <Heading id="refunds-heading" as="h2" size="md">
          Refunds
        </Heading>
        <StaffTable
          caption="Money given back this day, under the provider that took it"
          rows={day.refunds}
          columns={refundColumns}
          rowKey={(r) => `${r.source}-${r.id}`}
          rowLabel={(r) => `refund of order #${r.order_id}`}
          empty="No refund was approved this day."
        />
      </Stack>
      <BankStatement day={day} onDay={onDay} />
    </Stack>
  );
}

function BankStatement({ day, onDay }: { day: Reconciliation; onDay(date: string): void }) {
  const fileId = useId();
  const importing = useImportStatement();
  const confirming = useConfirmBankPayments();
  const [failure, setFailure] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const toConfirm = day.bank_lines.filter((l) => l.status === 'to-confirm');
  const confirmNoteId = `${fileId}-importers`;
  // Who imported the lines to confirm, and when, said beside the button that confirms them.
  const importers = [...new Set(toConfirm.map(importedBy))];

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setSkipped([]);
    // A file far too large is not read at all (a character is at most 4 bytes); the shared rule decides the rest, and runs again on the server.
    if (file.size > STATEMENT_MAX_CHARS * 4) {
      setFailure(reconciliationMessages.statementTooLarge);
      return;
    }
    const input = { file_name: file.name.slice(0, 200), csv: await file.text() };
    try {
      statementSchema.validateSync(input);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    try {
      const result = await importing.mutateAsync(input);
      notifySuccess(result.message);
      const latest = result.data.days[0];
      if (latest && !result.data.days.includes(day.date)) onDay(latest);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const confirmAll = async () => {
    setSkipped([]);
    try {
      const result = await confirming.mutateAsync(toConfirm.map((l) => l.id));
      notifySuccess(result.message);
      setSkipped(result.data.skipped.map((s) => s.reason));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const lineColumns: StaffColumn<ReconciliationBankLine>[] = [
    { id: 'reference', header: 'Reference', primary: true, cell: (l) => l.reference || '—' },
    { id: 'amount', header: 'Credit', numeric: true, primary: true, cell: (l) => <Span whiteSpace="nowrap">{money(l.amount)}</Span> },
    { id: 'description', header: 'Description', cell: (l) => l.description },
    { id: 'order', header: 'Order', phoneLabel: true, cell: (l) => <OrderLink id={l.order_id} /> },
    { id: 'imported', header: 'Imported', cell: importedBy },
    {
      id: 'status',
      header: 'Status',
      cell: (l) => (
        <Stack gap="1" align="start">
          <Badge colorPalette={LINE_STATUS[l.status].palette}>{LINE_STATUS[l.status].label}</Badge>
          {l.note && (
            <Text fontSize="xs" color="fg.muted">
              {l.note}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack as="section" gap="3" aria-labelledby="statement-heading">
      <Heading id="statement-heading" as="h2" size="md">
        Bank statement
      </Heading>
      <Box borderWidth="1px" borderRadius="l2" p="4">
        <Stack gap="3">
          <chakra.label htmlFor={fileId} fontWeight="medium">
            Import the bank’s CSV statement
          </chakra.label>
          <chakra.input id={fileId} type="file" accept=".csv,text/csv" onChange={(e) => void read(e)} disabled={importing.isPending} fontSize="sm" aria-describedby={`${fileId}-help`} />
          <Text id={`${fileId}-help`} fontSize="sm" color="fg.muted">
            A CSV file of at most {STATEMENT_MAX_CHARS / 1024} KB, with a header row naming a date column ({columnNames(STATEMENT_COLUMNS.date.slice(0, 3))}…), a reference
            ({columnNames(STATEMENT_COLUMNS.reference.slice(0, 3))}…) or description ({columnNames(STATEMENT_COLUMNS.description.slice(0, 3))}…) column, and a credit or amount
            column ({columnNames(STATEMENT_COLUMNS.amount.slice(0, 3))}…). Dates as 2026-11-27, 27/11/2026 or 27-Nov-2026. Only credits are read; a line imported before is kept
            once. A line matches a pending bill order when it names the order’s 1Bill reference and credits its total.
          </Text>
          {importing.isPending && <Text fontSize="sm">Importing…</Text>}
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The statement was not imported</Alert.Title>
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </Box>
      {day.bank_lines.length > 0 && (
        <>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="1">
              <Text>
                {day.bank_lines.length} {day.bank_lines.length === 1 ? 'line' : 'lines'} of {dayName(day.date)}; {toConfirm.length} matched to a pending bill order.
              </Text>
              {importers.length > 0 && (
                <Text id={confirmNoteId} fontSize="sm" color="fg.muted">
                  {importers.map((said, i) => (i ? said.replace(/^Imported/, 'imported') : said)).join('; ')}.
                </Text>
              )}
            </Stack>
            <Button
              colorPalette="brand"
              disabled={toConfirm.length === 0}
              loading={confirming.isPending}
              onClick={() => void confirmAll()}
              aria-describedby={importers.length > 0 ? confirmNoteId : undefined}
            >
              Confirm {toConfirm.length} {toConfirm.length === 1 ? 'payment' : 'payments'}
            </Button>
          </HStack>
          {skipped.length > 0 && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Not confirmed</Alert.Title>
                <Alert.Description>
                  <chakra.ul ps="4" listStyleType="disc">
                    {skipped.map((reason, i) => (
                      <li key={i}>{reason}</li>
                    ))}
                  </chakra.ul>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <StaffTable caption="The statement’s lines of this day" rows={day.bank_lines} columns={lineColumns} rowKey={(l) => String(l.id)} rowLabel={(l) => `line ${l.reference || l.id}`} />
        </>
      )}
      {day.bank_lines.length === 0 && <Text color="fg.muted">No statement lines of {dayName(day.date)} have been imported.</Text>}
    </Stack>
  );
}
