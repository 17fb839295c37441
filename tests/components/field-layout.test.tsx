import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDescriptor } from '@/components/blocks/shared/descriptor';
import { MapsKeyProvider } from '@/components/blocks/map-content/maps-key';
import { FieldEditor } from '@/editor/fields';
import { pageContext, renderField } from './field-test-support';

describe('map address field', () => {
  const field: FieldDescriptor = { kind: 'mapAddress', path: '', label: 'Location' };
  const map = { componentType: 'MapContent', key: 'm1', lat: -34.9, lng: 138.61, address: '12 Tide St', title: 'Office' };

  it('edits the address and coordinates of the whole component', () => {
    const { onChange } = renderField(field, map);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 King William St' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...map, address: '1 King William St' });
    const lat = screen.getByLabelText('Latitude') as HTMLInputElement;
    expect([lat.min, lat.max]).toEqual(['-90', '90']);
    fireEvent.change(lat, { target: { value: '-35.1' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...map, lat: -35.1 });
    const lng = screen.getByLabelText('Longitude') as HTMLInputElement;
    expect([lng.min, lng.max]).toEqual(['-180', '180']);
    fireEvent.change(lng, { target: { value: '139' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...map, lng: 139 });
  });

  it('resets to the SPEC.md default location', () => {
    const { onChange } = renderField(field, map);
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default location' }));
    expect(onChange).toHaveBeenCalledWith({ ...map, lat: -34.9285, lng: 138.6007 });
  });

  it('offers no place search and loads no script without a maps key', () => {
    renderField(field, map);
    expect(screen.queryByText('Find a place')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('offers place search when a key is configured', () => {
    // The loader is stubbed by never resolving: the test must not fetch Google's script.
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
    render(
      <MapsKeyProvider apiKey="test-key">
        <FieldEditor id="f1" field={field} value={map} onChange={vi.fn()} context={pageContext()} />
      </MapsKeyProvider>,
    );
    expect(screen.getByRole('group', { name: 'Find a place' })).toBeTruthy();
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.src).toContain('https://maps.googleapis.com/maps/api/js?key=test-key');
    append.mockRestore();
  });
});

describe('split layout field', () => {
  const field: FieldDescriptor = { kind: 'splitLayout', path: '', label: 'Layout' };
  const split = { componentType: 'SplitContent', key: 's1', left: [], right: [], width: 6, gap: 2, usePixelGap: false, reverse: { desktop: false, mobile: false }, matchHeight: false };

  it('sets the first column width with the slider or the number, shown in twelfths', () => {
    const { onChange } = renderField(field, split);
    expect(screen.getByText('6 of 12 columns')).toBeTruthy();
    const slider = screen.getByLabelText('First column width') as HTMLInputElement;
    expect([slider.type, slider.min, slider.max]).toEqual(['range', '0', '10']);
    fireEvent.change(slider, { target: { value: '8' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...split, width: 8 });
    fireEvent.change(screen.getByLabelText('First column width in columns'), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...split, width: 3 });
  });

  it('sets the gap and the pixel gap, showing its size', () => {
    const { onChange } = renderField(field, { ...split, usePixelGap: true, gap: 3 });
    expect(screen.getByText('Pixel gap: 24 px')).toBeTruthy();
    const gap = screen.getByLabelText('Gap between columns') as HTMLInputElement;
    expect([gap.min, gap.max]).toEqual(['0', '5']);
    fireEvent.change(gap, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...split, usePixelGap: true, gap: 5 });
    fireEvent.click(screen.getByLabelText('Use pixel gap'));
    expect(onChange).toHaveBeenLastCalledWith({ ...split, usePixelGap: false, gap: 3 });
  });

  it('sets reversing and matched heights', () => {
    const { onChange } = renderField(field, split);
    fireEvent.click(screen.getByLabelText('Reverse on desktop'));
    expect(onChange).toHaveBeenLastCalledWith({ ...split, reverse: { desktop: true, mobile: false } });
    fireEvent.click(screen.getByLabelText('Reverse on mobile'));
    expect(onChange).toHaveBeenLastCalledWith({ ...split, reverse: { desktop: false, mobile: true } });
    fireEvent.click(screen.getByLabelText('Match height'));
    expect(onChange).toHaveBeenLastCalledWith({ ...split, matchHeight: true });
  });
});

describe('spacing field', () => {
  const field: FieldDescriptor = { kind: 'spacing', path: '', label: 'Spacing' };
  const component = { componentType: 'Text', key: 't1', text: 'Hi', marginBottomLarge: 4 };

  it('has a select per side and screen size, each named by its row and column', () => {
    renderField(field, component);
    expect(screen.getAllByRole('combobox')).toHaveLength(12);
    const select = screen.getByRole('combobox', { name: 'Margin bottom Large' }) as HTMLSelectElement;
    expect(select.value).toBe('4');
    expect([...select.options].map((option) => option.text)).toEqual(['Default (16 px)', '0 (none)', '1 (4 px)', '2 (16 px)', '3 (24 px)', '4 (32 px)', '5 (48 px)', '6 (64 px)']);
    expect((screen.getByRole('combobox', { name: 'Padding top Small' }) as HTMLSelectElement).options[0].text).toBe('Default (0 px)');
  });

  it('sets a level on the whole component', () => {
    const { onChange } = renderField(field, component);
    fireEvent.change(screen.getByRole('combobox', { name: 'Padding top Medium' }), { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith({ ...component, paddingTopMedium: 3 });
  });

  it('removes the field when set back to the default', () => {
    const { onChange } = renderField(field, component);
    fireEvent.change(screen.getByRole('combobox', { name: 'Margin bottom Large' }), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith({ componentType: 'Text', key: 't1', text: 'Hi' });
    expect(Object.keys(onChange.mock.calls[0][0])).not.toContain('marginBottomLarge');
  });
});
