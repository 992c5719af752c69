import { describe, expect, it } from 'vitest';
import { parseVCard, renderVCard, VCardError } from './vcard.ts';

describe('vCards read with ical.js and written for the phone', () => {
  it('reads vCard 4.0 with tel: URIs and PREF=1, and vCard 3.0 in Apple’s grouped style alike', () => {
    const v4 = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Jane Q. Doe',
      'N:Doe;Jane;Q.;;',
      'TEL;VALUE=uri;TYPE=work:tel:+33-1-23-45-67-89',
      'TEL;VALUE=uri;PREF=1;TYPE=cell:tel:+1-555-000-1111',
      'EMAIL:jane@example.fr',
      'ADR:;;2 Rue de l’Elm;Paris;;75001;France',
      'END:VCARD',
    ].join('\r\n');
    expect(parseVCard(v4)).toEqual({
      uid: null,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.fr',
      phone: '+1-555-000-1111',
      company: '',
      address: { street: '2 Rue de l’Elm', city: 'Paris', state: '', zip: '75001' },
    });
    const v3 = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Tim Cook',
      'ORG:Apple Inc.;',
      'item1.EMAIL;type=INTERNET;type=pref:tim@example.com',
      'item1.X-ABLabel:_$!<Other>!$_',
      'item2.TEL;type=CELL:(555) 765-4321',
      'UID:ABC-1',
      'END:VCARD',
    ].join('\r\n');
    expect(parseVCard(v3)).toMatchObject({
      uid: 'ABC-1',
      firstName: 'Tim',
      lastName: 'Cook',
      email: 'tim@example.com',
      phone: '(555) 765-4321',
      company: 'Apple Inc.',
      address: null,
    });
    expect(() => parseVCard('hello')).toThrow(VCardError);
    expect(() => parseVCard('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).toThrow(VCardError);
  });

  it('writes a vCard 3.0 that reads back the same, escaped and folded', () => {
    const contact = {
      id: 'c1',
      firstName: 'José',
      lastName: 'García; Hijos',
      email: 'jose@example.com',
      phone: '+34600123456',
      company: 'García, Hijos y Asociados '.repeat(4).trim(),
      source: 'iphone',
      status: 'lead' as const,
      value: 0,
      lastContactedAt: null,
      address: { street: '1 Calle Mayor', city: 'Madrid', state: '', zip: '28013' },
      latitude: null,
      longitude: null,
      tags: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    const text = renderVCard(contact, 'uid-1');
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(parseVCard(text)).toEqual({
      uid: 'uid-1',
      firstName: 'José',
      lastName: 'García; Hijos',
      email: 'jose@example.com',
      phone: '+34600123456',
      company: contact.company,
      address: { street: '1 Calle Mayor', city: 'Madrid', state: '', zip: '28013' },
    });
  });
});
