import { render, screen, within } from '@testing-library/react';
import { StackedTable } from './StackedTable';

const COLUMNS = ['Type', { label: 'Schedules', cellTestId: 'schedules' }, 'Vested'] as const;

describe('StackedTable', () => {
  it('a table named by its caption: column headers, a header per row, each value with its column’s name', () => {
    render(
      <StackedTable
        caption="GMVesting"
        rowHeader
        columns={COLUMNS}
        rows={[
          { key: 'BACKER', testId: 'row-backer', cells: ['BACKER', '2', '1,000 GM'] },
          { key: 'TEAM', cells: ['TEAM', '1', '500 GM'], className: 'late' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'GMVesting' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Type', 'Schedules', 'Vested']);
    const backer = within(table).getByRole('row', { name: /BACKER/ });
    expect(backer).toHaveAttribute('data-testid', 'row-backer');
    expect(within(backer).getByRole('rowheader')).toHaveTextContent('BACKER');
    // On a phone each value sits under its column's name (the card's label comes from data-label).
    expect(
      within(backer)
        .getAllByRole('cell')
        .map((cell) => [cell.getAttribute('data-label'), cell.textContent]),
    ).toEqual([
      ['Schedules', '2'],
      ['Vested', '1,000 GM'],
    ]);
    expect(within(backer).getByTestId('schedules')).toHaveTextContent('2');
    expect(within(table).getByRole('row', { name: /TEAM/ })).toHaveClass('late');
  });

  it('without a caption it takes its name from the heading it is given; no row shows the empty text across it', () => {
    render(
      <section>
        <h2 id="rates">Win rates so far</h2>
        <StackedTable labelledBy="rates" columns={['Request', 'Stake']} rows={[]} empty="No Challenge is waiting." />
      </section>,
    );
    const table = screen.getByRole('table', { name: 'Win rates so far' });
    const cell = within(table).getByRole('cell', { name: 'No Challenge is waiting.' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(within(table).queryByRole('rowheader')).toBeNull();
  });
});
