import { SectionedPage } from '../../../components/sectioned-page/sectioned-page';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { printedBoards, type PrintedBoard } from '../../../content/pcbs';
import { projectPath } from '../../../../domain/paths';
import { countOf, type PluralForms } from '../../../../domain/plural';
import './pcbs.css';

const SECTIONS = [
  { id: 'what', title: 'Что такое печатная плата' },
  { id: 'toner', title: 'Как сделать плату в кружке' },
  { id: 'etching', title: 'Травление: осторожно!' },
  { id: 'order', title: 'Заказать платы' },
  { id: 'boards', title: 'Платы наших наборов' },
] as const;

const HOLES: PluralForms = { one: 'отверстие', few: 'отверстия', many: 'отверстий' };
const LINKS: PluralForms = { one: 'перемычка', few: 'перемычки', many: 'перемычек' };
const VIAS: PluralForms = { one: 'переходное отверстие', few: 'переходных отверстия', many: 'переходных отверстий' };

const mm = (value: number) => `${String(value).replace('.', ',')} мм`;

/** The parts list as a text file, made in the page so it also downloads offline. */
function partsListFile(board: PrintedBoard): string {
  const lines = [`Плата «${board.title}» (проект №${board.guide}), ${mm(board.widthMm)} × ${mm(board.heightMm)}`, ''];
  for (const row of board.parts) lines.push(`${row.refs} — ${row.name}, ${row.value}: ${row.quantity} шт.`);
  return `data:text/plain;charset=utf-8,${encodeURIComponent(lines.join('\n') + '\n')}`;
}

function BoardCard({ board }: { board: PrintedBoard }) {
  const id = String(board.guide).padStart(2, '0');
  return (
    <article className="pcb" aria-labelledby={`pcb-${board.guide}`}>
      <h3 id={`pcb-${board.guide}`}>
        <Link to={projectPath(board.guide)}>
          №{board.guide} {board.title}
        </Link>
      </h3>
      <img
        className="pcb__picture"
        src={board.picture}
        width={Math.round(board.widthMm * 4)}
        height={Math.round(board.heightMm * 4)}
        alt={`Плата «${board.title}» со стороны дорожек: медные дорожки и площадки с именами деталей${board.top ? ', синим просвечивают дорожки стороны деталей' : ', пунктиром — перемычки'}`}
        loading="lazy"
      />
      <p className="pcb__facts">
        {mm(board.widthMm)} × {mm(board.heightMm)}, {countOf(board.holes, HOLES)}
        {board.top ? ', двусторонняя' : ', односторонняя'}
        {board.links > 0 && `, ${countOf(board.links, LINKS)}`}
        {board.vias > 0 && `, ${countOf(board.vias, VIAS)}`}
      </p>
      <p>{board.note}</p>
      <ul className="pcb__files">
        <li>
          <a href={board.picture} download={`${id}-plata.svg`}>
            Рисунок платы (SVG)
          </a>
        </li>
        <li>
          <a href={board.mirrored} download={`${id}-plata-zerkalno.svg`}>
            Зеркальный — для переноса тонером
          </a>
        </li>
        {board.top && (
          <>
            <li>
              <a href={board.top.picture} download={`${id}-storona-detalej.svg`}>
                Сторона деталей (SVG)
              </a>
            </li>
            <li>
              <a href={board.top.mirrored} download={`${id}-storona-detalej-zerkalno.svg`}>
                Сторона деталей, зеркально
              </a>
            </li>
          </>
        )}
        <li>
          <a href={partsListFile(board)} download={`${id}-detali.txt`}>
            Список деталей (текст)
          </a>
        </li>
      </ul>
      <div className="pcb__table">
        <table className="pcb__parts">
          <caption>Детали платы</caption>
          <thead>
            <tr>
              <th scope="col">На плате</th>
              <th scope="col">Что это</th>
              <th scope="col">Сколько</th>
            </tr>
          </thead>
          <tbody>
            {board.parts.map((row) => (
              <tr key={row.refs}>
                <th scope="row">{row.refs}</th>
                <td>
                  {row.name}, {row.value}
                </td>
                <td>{row.quantity} шт.</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

const content: Record<(typeof SECTIONS)[number]['id'], ReactNode> = {
  what: (
    <>
      <p>
        Печатная плата — это пластинка из стеклотекстолита, на которую наклеена тонкая медная фольга. Лишнюю медь с платы убирают, и остаются медные дорожки — они
        заменяют провода. В плате сверлят отверстия, вставляют в них ножки деталей и припаивают к медным площадкам.
      </p>
      <p>
        На односторонней плате медь только с одной стороны — со стороны дорожек, а детали стоят с другой, со стороны деталей. Если дорожке никак не пройти, через
        плату перекидывают перемычку из кусочка провода. У двусторонней платы медь с обеих сторон, а переходное отверстие соединяет дорожки двух сторон.
      </p>
    </>
  ),
  toner: (
    <ol className="pcb-steps">
      <li>
        <strong>Напечатай зеркальный рисунок</strong> на лазерном принтере (струйный не подойдёт) на глянцевой бумаге — фотобумаге для лазерных принтеров или странице
        журнала. Масштаб — 100&nbsp;%, без «подогнать по размеру». Линейкой проверь размер платы: он написан у каждой платы ниже.
      </li>
      <li>
        <strong>Подготовь заготовку.</strong> Отрежь кусок фольгированного стеклотекстолита чуть больше платы. Зачисти медь мелкой наждачной бумагой до блеска и протри
        спиртом. Дальше не трогай медь пальцами — на жирных следах тонер не держится.
      </li>
      <li>
        <strong>Перенеси рисунок утюгом</strong> — это делает взрослый. Положи бумагу рисунком на медь и прогладь горячим утюгом без пара 1–2 минуты, сильно прижимая.
        Плата станет очень горячей: дай ей остыть.
      </li>
      <li>
        <strong>Сними бумагу.</strong> Положи плату в тёплую воду на 10 минут и аккуратно скатай размокшую бумагу пальцами. Тонер останется на меди. Разрывы дорожек
        подрисуй перманентным маркером.
      </li>
      <li>
        <strong>Протрави плату</strong> (как — в следующем разделе). Медь растворится везде, кроме дорожек под тонером.
      </li>
      <li>
        <strong>Смой тонер</strong> ацетоном или жидкостью для снятия лака (проветривай комнату) или сотри наждачной бумагой.
      </li>
      <li>
        <strong>Просверли отверстия</strong> по белым точкам в центре площадок: сверло 0,8–1 мм, для проводов и держателей батареек — 1–1,2 мм. Сверлит взрослый или
        ученик под присмотром, в защитных очках.
      </li>
      <li>
        <strong>Проверь плату</strong> мультиметром в режиме прозвонки: соседние дорожки не должны звониться между собой. Потом запаяй перемычки — и можно паять детали
        по инструкции проекта.
      </li>
    </ol>
  ),
  etching: (
    <>
      <p>
        Плату травят в растворе хлорного железа. Это едкое вещество: оно разъедает металл, пачкает навсегда одежду и вредно для кожи и глаз. Травит плату взрослый,
        ученик может смотреть рядом.
      </p>
      <ul className="pcb-safety">
        <li>Надень резиновые перчатки и защитные очки, одежду закрой фартуком.</li>
        <li>Работай у открытого окна или под вытяжкой: раствор пахнет и выделяет пары.</li>
        <li>Только пластиковая или стеклянная посуда и пластиковый пинцет: металл раствор съест.</li>
        <li>Плата плавает медью вниз или лежит на дне, посуду покачивают 20–40 минут, пока не исчезнет лишняя медь. Тёплый раствор работает быстрее.</li>
        <li>Готовую плату промой большим количеством воды.</li>
        <li>
          <strong>Никогда не выливай раствор в раковину или унитаз:</strong> в нём медь, она вредна для воды и портит трубы. Храни его в подписанной закрытой
          пластиковой банке подальше от детей и еды, а отработанный сдай в пункт приёма опасных отходов.
        </li>
        <li>Попало на кожу — смой большим количеством воды. Попало в глаза — промывай водой 15 минут и сразу иди к врачу.</li>
      </ul>
    </>
  ),
  order: (
    <p>
      Если травить платы негде, их можно заказать на заводе печатных плат: там сделают аккуратную двустороннюю плату с металлизированными отверстиями и белыми
      надписями, и перемычки будут не нужны. Заводу нужны файлы Gerber: их делают в бесплатной программе для плат, например KiCad, перерисовав плату по нашему
      рисунку и списку деталей. Платы приходят через 2–3 недели, поэтому заказывай заранее — сразу на весь кружок.
    </p>
  ),
  boards: (
    <>
      <p>
        Рисунки ниже — в натуральную величину: напечатай их в масштабе 100&nbsp;%. «Рисунок платы» показывает медь со стороны дорожек, как будет выглядеть готовая плата,
        с именами деталей. Для переноса тонером печатай зеркальный рисунок: на меди он перевернётся и станет правильным.
      </p>
      <div className="pcb-list">
        {printedBoards.map((board) => (
          <BoardCard key={board.guide} board={board} />
        ))}
      </div>
    </>
  ),
};

/** «Печатные платы»: how a club makes a board, and the kits' boards to print. */
export function PcbsPage() {
  return (
    <SectionedPage className="pcbs" sections={SECTIONS.map((section) => ({ ...section, content: content[section.id] }))} />
  );
}
