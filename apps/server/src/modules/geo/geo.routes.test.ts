import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });

describe('GET /api/geo/municipalities', () => {
  it('finds municipalities without accents, the ones starting with the text first', async () => {
    const res = await get(reader, '/api/geo/municipalities?q=sao%20pa&limit=5');
    expect(res.statusCode).toBe(200);
    const names = res.json().municipalities.map((m: { name: string }) => m.name);
    expect(names[0]).toBe('São Paulo');
    expect(names.length).toBeLessThanOrEqual(5);
    const campinas = (await get(reader, '/api/geo/municipalities?q=CAMPINAS&uf=SP')).json().municipalities;
    expect(campinas[0]).toMatchObject({ ibge: 3509502, name: 'Campinas', uf: 'SP' });
    expect(campinas[0].lat).toBeCloseTo(-22.9, 0);
  });

  it('lists a UF with its capital first when there is no text', async () => {
    const res = await get(reader, '/api/geo/municipalities?uf=MG&limit=3');
    expect(res.json().municipalities[0].name).toBe('Belo Horizonte');
    expect(res.json().municipalities.every((m: { uf: string }) => m.uf === 'MG')).toBe(true);
  });

  it('takes % and _ literally and refuses a bad UF or limit in pt-BR', async () => {
    expect((await get(reader, '/api/geo/municipalities?q=%25%25')).json().municipalities).toEqual([]);
    const bad = await get(reader, '/api/geo/municipalities?uf=XX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Parâmetro UF/);
    expect((await get(reader, '/api/geo/municipalities?limit=500')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get(null, '/api/geo/municipalities?q=rio')).statusCode).toBe(401);
  });
});

describe('GET /api/geo/cep/:cep (simulator)', () => {
  it('answers a known CEP with its IBGE municipality, any way it is typed', async () => {
    const res = await get(reader, '/api/geo/cep/13013-051');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '13013051',
      street: 'Rua Regente Feijó',
      neighborhood: 'Centro',
      complement: 'de 352/353 a 870/871',
      cityIbge: 3509502,
      city: 'Campinas',
      uf: 'SP',
    });
    expect((await get(reader, '/api/geo/cep/44090778')).json()).toMatchObject({
      city: 'Feira de Santana',
      complement: null,
    });
  });

  it('404 for an unknown CEP and 400 for a malformed one, in pt-BR', async () => {
    const missing = await get(reader, '/api/geo/cep/99999-999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'CEP_NOT_FOUND',
      message: 'CEP não encontrado. Preencha o endereço manualmente.',
    });
    const bad = await get(reader, '/api/geo/cep/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('CEP inválido');
  });
});

describe('GET /api/geo/cep/:cep (viacep adapter against a local stub)', () => {
  let stub: http.Server;
  let base: string;
  let v: TestApp;
  let token: string;
  beforeAll(async () => {
    stub = http.createServer((req, res) => {
      const cep = req.url?.split('/')[2];
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (cep === '30350210') {
        return json(200, {
          cep: '30350-210',
          logradouro: 'Rua Matipó',
          complemento: '',
          unidade: '',
          bairro: 'Santo Antônio',
          localidade: 'Belo Horizonte',
          uf: 'MG',
          ibge: '3106200',
          ddd: '31',
        });
      }
      if (cep === '40140650') {
        // A wrong IBGE code: the city is found by its name and UF instead.
        return json(200, {
          logradouro: 'Largo do Farol da Barra',
          bairro: 'Barra',
          localidade: 'Salvador',
          uf: 'BA',
          ibge: '1',
        });
      }
      if (cep === '00000001') return json(200, { erro: 'true' });
      if (cep === '00000002') return json(500, { message: 'falhou' });
      if (cep === '00000003') return void setTimeout(() => json(200, {}), 3000);
      if (cep === '00000005') return void req.socket.destroy();
      if (cep === '00000004') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>manutenção</html>');
      }
      return json(200, { erro: true });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    v = await createTestApp({
      CEP_PROVIDER: 'viacep',
      CEP_PROVIDER_URL: `${base}/ws/{cep}/json/`,
      CEP_TIMEOUT_MS: '1000',
    });
    token = await v.login('assessor@gabinete.demo');
  });
  afterAll(async () => {
    await v.close();
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  });

  it("maps ViaCEP's answer, its ibge field checked against the municipalities", async () => {
    const res = await v.call(token, { method: 'GET', url: '/api/geo/cep/30350-210' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '30350210',
      street: 'Rua Matipó',
      neighborhood: 'Santo Antônio',
      complement: null,
      cityIbge: 3106200,
      city: 'Belo Horizonte',
      uf: 'MG',
    });
    const byName = await v.call(token, { method: 'GET', url: '/api/geo/cep/40140650' });
    expect(byName.json()).toMatchObject({ cityIbge: 2927408, city: 'Salvador', uf: 'BA' });
  });

  it('404 when ViaCEP says erro, 503 (never 500) when it fails, is slow or answers garbage', async () => {
    expect((await v.call(token, { method: 'GET', url: '/api/geo/cep/00000001' })).statusCode).toBe(404);
    for (const cep of ['00000002', '00000003', '00000004']) {
      const res = await v.call(token, { method: 'GET', url: `/api/geo/cep/${cep}` });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('CEP_SERVICE_UNAVAILABLE');
    }
  });

  it('503 when the connection drops', async () => {
    const res = await v.call(token, { method: 'GET', url: '/api/geo/cep/00000005' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
    );
  });
});

describe('GET /api/geo/map-config', () => {
  it("opens on the office's city, with the configured tiles", async () => {
    const res = await get(admin, '/api/geo/map-config');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(body.attribution).toContain('OpenStreetMap');
    expect(body.zoom).toBe(12);
    expect(body.center[0]).toBeCloseTo(-22.9, 0); // Campinas
    const bh = (await get(otherAdmin, '/api/geo/map-config')).json();
    expect(bh.center[0]).toBeCloseTo(-19.9, 0); // Belo Horizonte
  });

  it('falls back to Brazil when the office has no known city', async () => {
    await t.deps.database.executeSql(
      "update organizations set municipio = 'Cidade Inexistente' where id = '00000000-0000-4000-8000-000000000002'",
    );
    const res = await get(otherAdmin, '/api/geo/map-config');
    expect(res.json()).toMatchObject({ center: [-14.2, -51.9], zoom: 4 });
  });
});
