# The MLflow tracking server of infra/compose.yaml: mlflow as a2rl pins it, a Postgres driver
# (the backend store) and an S3 client (artifacts in MinIO). Built by `docker compose up`.
FROM python:3.11-slim
RUN pip install --no-cache-dir "mlflow==3.17.2" "psycopg2-binary>=2.9,<3" "boto3>=1.34,<2"
# Runs as a user, not root: the server needs no privileges.
RUN useradd --create-home --uid 1000 mlflow
USER mlflow
WORKDIR /home/mlflow
EXPOSE 5000
