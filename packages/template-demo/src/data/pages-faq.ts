export interface FaqEntry {
  question: string;
  ans: string;
}

export interface FaqCategory {
  icon: string;
  title: string;
  subtitle: string;
  qandA: FaqEntry[];
}

function entries(pairs: [string, string][]): FaqEntry[] {
  return pairs.map(([question, ans]) => ({ question, ans }));
}

/** FAQ: payment 7, delivery 5, cancellation & return 7, my orders 5, product & services 4 (28 in all). */
export function seedFaq(): Record<string, FaqCategory> {
  return {
    payment: {
      icon: 'CreditCard',
      title: 'Pagamento',
      subtitle: 'Tudo sobre pagar um pedido',
      qandA: entries([
        [
          'Quais bandeiras de cartão vocês aceitam?',
          'Aceitamos Visa, Mastercard, Elo e American Express, no crédito e no débito.',
        ],
        [
          'Posso pagar com Pix ou boleto?',
          'Sim. O código Pix e o boleto aparecem logo depois de fechar o pedido.',
        ],
        [
          'Os dados do meu cartão ficam guardados?',
          'Guardamos só um código da operadora; o número completo nunca passa pelos nossos servidores.',
        ],
        [
          'Por que o pagamento com cartão foi recusado?',
          'Quem recusa é o banco emissor. Confira o limite disponível ou fale com o banco.',
        ],
        ['Posso dividir a compra em dois cartões?', 'Ainda não: cada pedido é pago de uma só forma.'],
        [
          'Quando a cobrança aparece na fatura do cartão?',
          'A cobrança é feita quando o pedido sai para entrega.',
        ],
        [
          'Vocês parcelam as compras?',
          'Compras acima de R$ 300,00 podem ser parceladas em até 10 vezes sem juros.',
        ],
      ]),
    },
    delivery: {
      icon: 'ShoppingBag',
      title: 'Entrega',
      subtitle: 'Prazos e acompanhamento',
      qandA: entries([
        ['Quanto tempo leva a entrega?', 'De 2 a 7 dias úteis, conforme a região do endereço.'],
        [
          'Como acompanho minha encomenda?',
          'Enviamos por e-mail o código de rastreio assim que ela sai do depósito.',
        ],
        ['Posso mudar o endereço de entrega?', 'Sim, enquanto o pedido ainda não tiver sido despachado.'],
        ['Vocês entregam aos sábados?', 'Somente nas capitais e regiões metropolitanas.'],
        [
          'E se não houver ninguém em casa?',
          'A transportadora tenta mais duas vezes; depois a encomenda fica na agência dos Correios mais próxima.',
        ],
      ]),
    },
    cancellationReturn: {
      icon: 'RefreshCw',
      title: 'Cancelamento e devolução',
      subtitle: 'Quando você muda de ideia',
      qandA: entries([
        ['Como cancelo um pedido?', 'Abra o pedido e escolha Cancelar antes que ele seja despachado.'],
        [
          'Qual o prazo para devolver um produto?',
          'Sete dias corridos a partir do recebimento, como manda o Código de Defesa do Consumidor.',
        ],
        [
          'Quem paga o frete da devolução?',
          'Nós pagamos quando o produto tem defeito ou foi enviado errado.',
        ],
        [
          'Quando recebo o dinheiro da devolução?',
          'Até 10 dias depois que o produto chega ao nosso depósito.',
        ],
        [
          'Posso trocar em vez de pedir a devolução?',
          'Sim, marque Troca no formulário e escolha o novo item.',
        ],
        ['Aceitam devolução de produto aberto?', 'Sim, desde que esteja completo e sem sinais de uso.'],
        [
          'Há produtos que não aceitam devolução?',
          'Vales-presente e produtos personalizados não podem ser devolvidos.',
        ],
      ]),
    },
    myOrders: {
      icon: 'Package',
      title: 'Meus pedidos',
      subtitle: 'Encontrar e acompanhar pedidos',
      qandA: entries([
        ['Onde vejo meus pedidos?', 'No menu da sua conta, em Meus pedidos.'],
        [
          'Posso incluir itens num pedido já feito?',
          'Não; faça um segundo pedido com os itens que faltaram.',
        ],
        ['Por que meu pedido está em análise?', 'Normalmente o pagamento ainda está sendo confirmado.'],
        [
          'Como consigo a nota fiscal do pedido?',
          'A nota fiscal eletrônica fica disponível na página do pedido.',
        ],
        ['Como compro de novo o mesmo item?', 'Abra um pedido antigo e escolha Comprar novamente.'],
      ]),
    },
    productServices: {
      icon: 'Settings',
      title: 'Produtos e serviços',
      subtitle: 'Garantia e assistência',
      qandA: entries([
        [
          'Os produtos têm garantia?',
          'Todos têm ao menos 90 dias de garantia legal, e a maioria um ano do fabricante.',
        ],
        ['Vocês fazem a instalação?', 'Eletrodomésticos grandes podem ter a instalação agendada na compra.'],
        ['Posso estender a garantia?', 'Sim, a garantia estendida pode ser contratada em até 90 dias.'],
        ['Onde encontro o manual de instruções?', 'O manual em PDF está na página de cada produto.'],
      ]),
    },
  };
}
