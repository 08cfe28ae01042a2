import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local on loopback only. The jar's own main binds every interface (Jetty's `new Server(port)`)
 * and has no option for a host, so this builds the same server from the same command line and points its
 * connector at 127.0.0.1 before it starts. Run as a single source file (`java LoopbackDynamoDbLocal.java`).
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector serverConnector) serverConnector.setHost("127.0.0.1");
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on 127.0.0.1");
  }
}
