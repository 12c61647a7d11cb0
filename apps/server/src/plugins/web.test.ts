import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-web-'));
const app = Fastify();
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Gabinete</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  await registerWeb(app, dist, path.join(dist, 'uploads'));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app server', () => {
  it('answers client routes with index.html so a reload keeps the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/usuarios/123?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Gabinete</title>');
  });
  it("serves the WhatsApp page at '/whatsapp', and JSON 404s below it, where the spec's WhatsApp API lives", async () => {
    const res = await app.inject({ method: 'GET', url: '/whatsapp' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Gabinete</title>');
    const below = await app.inject({ method: 'GET', url: '/whatsapp/nao-existe' });
    expect(below.statusCode).toBe(404);
    expect(below.json().code).toBe('ROUTE_NOT_FOUND');
  });
  it('serves assets built after start-up, cached for good', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    const res = await app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
  it('serves the /modelo area from its own build, and the office app there when that build is absent', async () => {
    const before = await app.inject({ method: 'GET', url: '/modelo/email' });
    expect(before.body).toContain('<title>Gabinete</title>');
    fs.mkdirSync(path.join(dist, 'modelo', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'modelo', 'index.html'), '<!doctype html><title>Modelo</title>');
    fs.writeFileSync(path.join(dist, 'modelo', 'assets', 'm-1.js'), 'console.log(1)');
    for (const url of ['/modelo', '/modelo/', '/modelo/email/trash?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Modelo</title>');
    }
    const asset = await app.inject({ method: 'GET', url: '/modelo/assets/m-1.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/modelo/assets/nao-existe.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/modelo/img/avatars/99.svg' })).statusCode).toBe(404);
    const office = await app.inject({ method: 'GET', url: '/modelos' });
    expect(office.body).toContain('<title>Gabinete</title>');
    fs.rmSync(path.join(dist, 'modelo'), { recursive: true });
  });
  it('answers a missing asset with 404, not with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(res.statusCode).toBe(404);
  });
  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/xyz' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
