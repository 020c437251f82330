import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { OAI_NS, XSI_NS } from './xml';

/**
 * Test helpers: parse an answer as a harvester would (throws on XML that is not well-formed) and
 * check what OAI-PMH.xsd requires of every answer: root in the OAI namespace with its
 * schemaLocation, responseDate (UTC, seconds), request, then the verb's element or errors.
 */
export const DC_NS = 'http://purl.org/dc/elements/1.1/';
export const OAI_DC_NS = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
export const UTC_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export const parseXml = (xml: string) => {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  if (doc.getElementsByTagName('parsererror').length)
    throw new Error(`not well-formed: ${xml.slice(0, 200)}`);
  return doc;
};

export const children = (el: Element) => [...el.children];
export const names = (el: Element) => children(el).map((c) => c.localName);
export const child = (el: Element, name: string) => children(el).find((c) => c.localName === name);
export const texts = (el: Element, name: string) =>
  children(el)
    .filter((c) => c.localName === name)
    .map((c) => c.textContent ?? '');

/** Checks the envelope and answers the verb element (or the error elements' codes). */
export function envelopeOf(xml: string, baseUrl: string) {
  const doc = parseXml(xml);
  const root = doc.documentElement;
  expect(root.localName).toBe('OAI-PMH');
  expect(root.namespaceURI).toBe(OAI_NS);
  expect(root.getAttributeNS(XSI_NS, 'schemaLocation')).toBe(
    `${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`,
  );
  for (const el of root.getElementsByTagName('*'))
    if (el.namespaceURI === OAI_NS) expect(el.prefix, el.localName).toBeNull();
  const [responseDate, request, ...rest] = children(root);
  expect(responseDate?.localName).toBe('responseDate');
  expect(responseDate?.textContent).toMatch(UTC_SECONDS);
  expect(request?.localName).toBe('request');
  expect(request?.textContent).toBe(baseUrl);
  expect(rest.length).toBeGreaterThan(0);
  const errors = rest.filter((e) => e.localName === 'error');
  if (errors.length) expect(errors.length).toBe(rest.length);
  else expect(rest.length).toBe(1);
  return {
    doc,
    request: request!,
    body: errors.length ? undefined : rest[0]!,
    errors: errors.map((e) => e.getAttribute('code')),
  };
}

/** A header: identifier, datestamp, setSpec* (in that order), and whether it says deleted. */
export function checkHeader(header: Element) {
  expect(header.localName).toBe('header');
  const order = names(header);
  expect(order.slice(0, 2)).toEqual(['identifier', 'datestamp']);
  expect(order.slice(2).every((n) => n === 'setSpec')).toBe(true);
  const datestamp = texts(header, 'datestamp')[0] ?? '';
  expect(datestamp).toMatch(UTC_SECONDS);
  const sets = texts(header, 'setSpec');
  for (const s of sets) expect(s).toMatch(/^([A-Za-z0-9\-_.!~*'()])+(:[A-Za-z0-9\-_.!~*'()]+)*$/);
  return {
    identifier: texts(header, 'identifier')[0] ?? '',
    datestamp,
    sets,
    deleted: header.getAttribute('status') === 'deleted',
  };
}
