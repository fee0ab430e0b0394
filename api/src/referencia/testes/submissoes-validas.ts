/** A body each submission endpoint accepts (the sign-up names event 11 of the reference seed). */
export const VALIDOS = {
  newsletter: { email: 'leitor@exemplo.ao', consentimento: true },
  contacto: {
    nome: 'Ana Maria Lopes',
    email: 'ana@exemplo.ao',
    telefone: '923 456 789',
    assunto: 'Formação à medida',
    mensagem: 'Gostaria de receber uma proposta para 12 pessoas.',
    consentimento: true,
  },
  inscricao: {
    idEvento: 11,
    nome: 'Ana Maria Lopes',
    email: 'ana@exemplo.ao',
    telefone: '+244 923 456 789',
    categoria: 'associado',
    numeroAssociado: 'AAQ-0420',
    participantes: 2,
    consentimento: true,
  },
  candidatura: {
    tipo: 'individual',
    categoria: 'efectivo',
    nome: 'Ana Maria Lopes',
    documento: '001234567LA041',
    email: 'ana@exemplo.ao',
    telefone: '923456789',
    provincia: 'Luanda',
    morada: 'Rua Rainha Ginga, n.º 10, Luanda',
    aceitaEstatutos: true,
    consentimento: true,
  },
};
