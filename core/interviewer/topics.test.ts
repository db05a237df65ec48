import { describe, expect, it } from 'vitest';
import { normalizeState } from './state';
import {
  alreadyCovered,
  askQuestion,
  followUpQuestion,
  progressOf,
  reaskQuestion,
  suggestDomain,
  topicsFor,
  TOPIC_ORDER,
} from './topics';

const state = (plan: 'basic' | 'pro' = 'basic') => normalizeState({ plan, step: 0, answers: {} });

describe('topics', () => {
  it('asks about the domain only on the pro plan', () => {
    expect(topicsFor('basic')).not.toContain('domain');
    expect(topicsFor('pro')).toEqual(TOPIC_ORDER);
  });
  it('asks exactly one question per message, and the look with the words stile and colori', () => {
    const s = state('pro');
    for (const topic of topicsFor('pro')) {
      for (const question of [askQuestion(topic, s), reaskQuestion(topic, s)]) {
        expect(question.match(/\?/g), question).toHaveLength(1);
      }
    }
    expect(askQuestion('style', s)).toMatch(/stile.*colori/);
    expect(reaskQuestion('style', s)).toMatch(/stile.*colori/);
  });
  it('words the contacts question from what it already knows', () => {
    const s = state();
    s.facts.email = 'info@esempio.it';
    expect(askQuestion('contacts', s)).toBe(
      "Ho già l'email info@esempio.it: vuoi aggiungere altri contatti, come un telefono, l'indirizzo e WhatsApp?",
    );
  });
  it('follows up on exactly what is missing about the business', () => {
    const s = state();
    s.facts.activity = 'pizzeria';
    expect(followUpQuestion('business-details', s)).toBe(
      'Mi dici anche come si chiama e in quale città (o zona) lavori?',
    );
    s.facts.city = 'Roma';
    expect(followUpQuestion('business-details', s)).toBe('E come si chiama la tua attività?');
  });
  it('knows when earlier answers already cover a topic', () => {
    const s = state();
    expect(alreadyCovered('services', s)).toBe(false);
    s.facts.services = [{ name: 'Margherita', price: null }];
    expect(alreadyCovered('services', s)).toBe(false);
    s.facts.services = [{ name: 'Margherita', price: '6 €' }];
    expect(alreadyCovered('services', s)).toBe(true);
    s.facts.colors = ['rosso'];
    expect(alreadyCovered('style', s)).toBe(true);
    expect(alreadyCovered('extra', s)).toBe(false);
  });
  it('suggests a domain from the name', () => {
    const s = state('pro');
    s.facts.businessName = 'Caffè Dell’Arte & Co.';
    expect(suggestDomain(s.facts)).toBe('caffedellarteeco.it');
    expect(askQuestion('domain', s)).toContain('caffedellarteeco.it');
  });
  it("counts the progress over the plan's topics", () => {
    const s = state();
    s.closed = ['business', 'customers'];
    expect(progressOf(s)).toEqual({ covered: 2, total: 8 });
    s.topic = 'done';
    expect(progressOf(s)).toEqual({ covered: 8, total: 8 });
  });
});
