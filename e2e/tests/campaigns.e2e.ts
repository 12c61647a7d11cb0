// Campanhas (issue 19): the assessor-level flow as the office admin — a segment of twelve citizens who
// authorised 'informativo' by SMS, the preview, the message with its live segment counter, start now; the
// campaign page's progress bar moves (Socket.IO), pause stops it, resume finishes it through the simulator.
import { describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();
const COUNT = 12;

describe('Campanhas', () => {
  it(
    'creates a campaign to a segment, watches the progress bar, pauses and resumes',
    { timeout: 150_000 },
    async () => {
      const page = browser.page();
      await logIn(page, DEMO.officeAdmin.email);
      // A window open at any hour, 60 SMS a minute: batches of 5 every 5 s, slow enough to watch and pause.
      const window = await apiJson(page, 'PUT', '/api/campaigns/settings', {
        startHour: 0,
        endHour: 24,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        saturdayEndHour: null,
        skipSundaysAndHolidays: false,
        blockedDates: [],
        senderIdentification: 'Gabinete da Vereadora Helena Duarte',
        smsPerMinute: 60,
        emailPerMinute: 120,
        whatsappPerMinute: 20,
      });
      expect(window.status).toBe(200);
      const digits = String(Date.now()).slice(-6);
      const word = `Camp${[...digits].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
      for (let i = 0; i < COUNT; i++) {
        const created = await apiJson<{ _id: string }>(page, 'POST', '/api/citizens', {
          name: `${word} Moradora ${i + 1}`,
          phones: [
            {
              number: `(19) 97${digits.slice(0, 3)}-${String(i).padStart(2, '0')}${digits.slice(4, 5)}1`,
              type: 'celular',
              preferred: true,
            },
          ],
        });
        expect(created.status).toBe(201);
        const consent = await apiJson(page, 'POST', `/api/citizens/${created.body._id}/consents`, {
          channel: 'sms',
          purpose: 'informativo',
          granted: true,
          source: 'formulario',
        });
        expect(consent.status).toBeLessThan(300);
      }

      await page.goto('/sms/campanhas');
      await page.getByRole('link', { name: 'Nova campanha' }).click();
      await page.waitForURL((url) => url.pathname === '/sms/campanhas/nova');
      await page.getByLabel('Busca (nome, CPF, telefone)').fill(word);
      await page.getByRole('button', { name: 'Ver quem recebe' }).click();
      await page.getByTestId('campaign-eligible').getByText(`${COUNT} eleitores vão receber`).waitFor();
      await saveScreenshot(page, 'campanha-previa');
      await page.getByRole('button', { name: 'Escrever a mensagem' }).click();
      await page.getByLabel(/^Nome da campanha/).fill(`Mutirão ${word}`);
      await page
        .getByLabel(/^Mensagem/)
        .fill('Olá, {{eleitor.primeiro_nome}}! Mutirão de limpeza no sábado, 8h, na praça.');
      await page
        .getByTestId('sms-counter')
        .getByText(/GSM-7 · 1 segmento/)
        .waitFor();
      await page.getByRole('button', { name: 'Próximo' }).click();
      // Accents removed and the sender identification with the way out appended (informativo).
      await page
        .getByTestId('campaign-example')
        .getByText(/Ola, Camp\w+! Mutirao de limpeza/)
        .waitFor();
      await page
        .getByTestId('campaign-example')
        .getByText(/Para sair, responda SAIR\./)
        .waitFor();
      await page.getByRole('button', { name: 'Revisar' }).click();
      await page.getByRole('button', { name: 'Iniciar campanha' }).click();
      await page.waitForURL((url) => /^\/sms\/campanhas\/[0-9a-f-]{36}$/.test(url.pathname));

      const progress = page.getByTestId('campaign-progress-text');
      // The bar moves while the batches go out (pushed over Socket.IO).
      await progress.getByText(new RegExp(`^([1-9]|1[01]) de ${COUNT}`)).waitFor({ timeout: 20_000 });
      await saveScreenshot(page, 'campanha-progresso');
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Pausar' }).click();
      await page.getByText('Campanha pausada').waitFor();
      // The toast opened under the pointer, which keeps it open while hovered: move away, as a person would,
      // and let it close before reaching for 'Retomar' beneath it.
      await page.mouse.move(400, 600);
      await page.getByText('Campanha pausada').waitFor({ state: 'hidden', timeout: 10_000 });
      await page.getByRole('button', { name: 'Retomar' }).waitFor();
      const pausedAt = await progress.textContent();
      await page.waitForTimeout(6_000);
      // Paused: at most the batch in flight when pausing finished; nothing more goes out.
      const still = await progress.textContent();
      expect(Number(still!.split(' ')[0])).toBeLessThanOrEqual(Number(pausedAt!.split(' ')[0]) + 5);
      expect(still).not.toContain('(100%)');

      // The page header's actions sit under the floating app header once the page scrolls: back to the top.
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Retomar' }).click();
      await page.getByText('Envio retomado').waitFor();
      await progress.getByText(`${COUNT} de ${COUNT} (100%)`).waitFor({ timeout: 30_000 });
      await page.getByText('Concluída', { exact: true }).first().waitFor({ timeout: 15_000 });
      await page
        .getByRole('row')
        .filter({ hasText: `${word} Moradora 1` })
        .first()
        .waitFor();
      await saveScreenshot(page, 'campanha-concluida');
    },
  );

  it(
    "a citizen's 'SAIR' from the SMS simulator revokes the consent, and a campaign from the list leaves them out",
    { timeout: 60_000 },
    async () => {
      const page = browser.page();
      await logIn(page, DEMO.officeAdmin.email);
      const digits = String(Date.now()).slice(-6);
      const word = `Sair${[...digits].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
      const people: { id: string; phone: string }[] = [];
      for (const i of [1, 2]) {
        const phone = `(19) 98${digits.slice(0, 3)}-${digits.slice(3)}${i}`;
        const created = await apiJson<{ _id: string }>(page, 'POST', '/api/citizens', {
          name: `${word} Morador ${i}`,
          phones: [{ number: phone, type: 'celular', preferred: true }],
        });
        expect(created.status).toBe(201);
        const consent = await apiJson(page, 'POST', `/api/citizens/${created.body._id}/consents`, {
          channel: 'sms',
          purpose: 'informativo',
          granted: true,
          source: 'formulario',
        });
        expect(consent.status).toBeLessThan(300);
        people.push({ id: created.body._id, phone });
      }

      // The citizen answers 'SAIR' (the simulator stands in for the carrier).
      await page.goto('/sms');
      await page.getByLabel('Celular do eleitor').fill(people[0]!.phone);
      await page.getByLabel('Resposta').fill('SAIR');
      await page.getByRole('button', { name: 'Simular resposta' }).click();
      await page.getByText('Resposta recebida pelo simulador').waitFor();

      // The citizen's LGPD tab shows SMS revoked.
      await page.goto(`/eleitores/${people[0]!.id}`);
      await page.getByRole('tab', { name: 'Privacidade (LGPD)' }).click();
      await page.getByText('Revogado').first().waitFor({ timeout: 10_000 });

      // 'Enviar mensagem' from the list filtered by the name: the preview leaves the opted-out citizen out.
      await page.goto(`/eleitores?q=${word}`);
      await page.getByRole('link', { name: 'Enviar mensagem' }).click();
      await page.waitForURL((url) => url.pathname === '/sms/campanhas/nova');
      await page.getByRole('radio', { name: 'Filtro da lista de eleitores' }).waitFor();
      await page.getByRole('button', { name: 'Ver quem recebe' }).click();
      const preview = page.getByTestId('campaign-preview');
      await preview.getByTestId('campaign-eligible').getByText('1 eleitor vai receber').waitFor();
      await preview.getByRole('row').filter({ hasText: 'Pediu para não receber (descadastrado)' }).waitFor();
      await preview.getByText(`${word} Morador 1`).waitFor();
      expect(await preview.getByText(`${word} Morador 2`).count()).toBe(0);
      await saveScreenshot(page, 'campanha-descadastrado');
    },
  );
});
