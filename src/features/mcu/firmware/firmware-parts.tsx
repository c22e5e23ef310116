import { firmwareUrl, type FirmwareName } from './use-firmware';

export function FirmwareLoading({ failed }: { failed: boolean }) {
  return failed ? (
    <p className="fw-error" role="alert">
      Не получилось загрузить программу микросхемы. Проверь интернет и обнови страницу.
    </p>
  ) : (
    <p className="fw-loading">Загружаю программу микросхемы…</p>
  );
}

export function FirmwareDownload({ name }: { name: FirmwareName }) {
  return (
    <p className="fw-download">
      <a href={firmwareUrl(name)} download={`${name}.hex`}>
        Скачать прошивку (.hex)
      </a>
      <span>Этот файл руководитель кружка записывает в микросхему программатором перед сборкой набора.</span>
    </p>
  );
}
